import { loadConfig } from './config.js';
import { buildApp } from './app.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  // A configuration the server will not run with: say why in one line, without a stack trace.
  console.error(`kerbside: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { app } = await buildApp({ config });

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
