/**
 * Test support: a real SMTP server on a free local port that parses every message it accepts, or
 * rejects them all while `failing` is set. Imported by tests only (smtp-server and mailparser are
 * dev dependencies), so the production bundle never includes it.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface SmtpSink {
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Messages rejected while failing. */
  rejected: number;
  failing: boolean;
  waitForCount(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: Omit<SmtpSink, 'url'> & { url: string } = {
    url: '',
    received: [],
    rejected: 0,
    failing: false,
    async waitForCount(n, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (sink.received.length < n) {
        if (Date.now() > until) throw new Error(`SMTP sink: expected ${n} messages, got ${sink.received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return sink.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (sink.failing) {
            sink.rejected++;
            callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
            return;
          }
          sink.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  const port = await new Promise<number>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
  });
  sink.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  return sink;
}
