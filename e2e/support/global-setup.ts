/**
 * Vitest's global setup for the browser tests: what every test file shares, made once per run.
 * One copy of the built website, console and drivers' app (a rebuild while the tests run changes nothing for
 * them); one database, made by the built server on its first start, which each site starts on a
 * copy of; one Chromium, which each file connects to (its contexts are its own and close with it).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { BROWSER_LAUNCH } from './browser';
import { freePort, haltServer, launchServer, requireBuild, siteEnv, snapshotDist } from './built-site';

export interface E2eRun {
  webDist: string;
  consoleDist: string;
  driverDist: string;
  /** Migrated and seeded by the built server (test mode); copy it, never open it. */
  templateDb: string;
  browserEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Unset when the run has no support/global-setup.ts. */
    e2eRun: E2eRun | undefined;
  }
}

export default async function setup(project: TestProject) {
  requireBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-e2e-run-'));
  const webDist = await snapshotDist(dir, 'web');
  const consoleDist = await snapshotDist(dir, 'console');
  const driverDist = await snapshotDist(dir, 'driver');
  const templateDb = path.join(dir, 'template.db');
  const port = await freePort();
  const env = { ...process.env, ...siteEnv({ port, dbPath: templateDb, webDist, consoleDist, driverDist }) } as Record<string, string>;
  await haltServer(await launchServer(`http://127.0.0.1:${port}`, env, 'inherit'));
  // Stopped, the server closed the database: SQLite folded its write-ahead log into the file.
  if (existsSync(`${templateDb}-wal`)) throw new Error(`${templateDb} kept a write-ahead log: did the server stop cleanly?`);
  const browserServer = await chromium.launchServer(BROWSER_LAUNCH);
  project.provide('e2eRun', { webDist, consoleDist, driverDist, templateDb, browserEndpoint: browserServer.wsEndpoint() });
  return async () => {
    await browserServer.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
