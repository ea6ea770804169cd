import type { Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { ClaimedMail } from './mail-outbox.repository.js';

/** 'sent' went to an SMTP server; 'stored' was kept in the outbox table and not sent anywhere. */
export type Delivery = 'sent' | 'stored';

export interface MailTransport {
  readonly name: 'smtp' | 'stored-outbox';
  /** Resolves when the mail is delivered; rejects with the reason when it is not. */
  deliver(mail: ClaimedMail): Promise<Delivery>;
  close(): Promise<void>;
}

export type MailSender = string | { name: string; address: string };

/**
 * Built-in default with no SMTP_URL: mail stays in the database, marked 'stored', readable at
 * /api/dev/outbox in development. Nothing leaves the machine.
 */
export function createStoredOutboxTransport(): MailTransport {
  return { name: 'stored-outbox', deliver: async () => 'stored', close: async () => {} };
}

/**
 * SMTP through one pooled nodemailer transport (a fresh connection per mail costs ~120 ms), made
 * for the first mail: nodemailer is loaded then, not at start.
 * Options in SMTP_URL's query win over these defaults, e.g. `smtp://host:25?ignoreTLS=true`.
 */
export function createSmtpTransport(options: { url: string; from: () => Promise<MailSender> }): MailTransport {
  let made: Promise<Transporter> | undefined;
  const transporter = () =>
    (made ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.url,
        pool: true,
        maxConnections: 3,
        // Bounded waits: a claim older than the sender's stale timeout is handed out again.
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    ));
  return {
    name: 'smtp',
    async deliver(mail) {
      const from = await options.from();
      await (await transporter()).sendMail({
        from: mail.senderName ? sentAs(from, mail.senderName) : from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      return 'sent';
    },
    async close() {
      if (made) (await made).close();
    },
  };
}

/** MAIL_FROM when configured, else the operator's FROM_EMAIL setting under the company name. */
export function resolveSender(mailFrom: string | undefined, settings: { FROM_EMAIL?: string; Company_Name?: string }): MailSender {
  if (mailFrom) return mailFrom;
  const address = settings.FROM_EMAIL?.trim();
  if (!address) throw new Error('No sender address: set MAIL_FROM or the FROM_EMAIL setting.');
  const name = settings.Company_Name?.trim();
  return name ? { name, address } : address;
}

/**
 * The site's sender address under another display name (a company's, for its replies): the address
 * stays the one the relay may send from, so the mail still passes SPF and DKIM.
 */
export function sentAs(sender: MailSender, name: string): MailSender {
  const address = typeof sender === 'string' ? addressparser(sender, { flatten: true })[0]?.address : sender.address;
  return address ? { name, address } : sender;
}
