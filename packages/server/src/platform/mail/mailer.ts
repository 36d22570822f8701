/**
 * The one way the server sends e-mail (codes, invitations, support confirmations).
 *
 * With SMTP_URL: nodemailer sends it; nothing is stored. Without: the message
 * is kept in the `mail_outbox` table, a one-line notice goes to the console
 * and the development mailbox (/dev/mailbox) lists it, so someone trying the
 * demo can read their code. The console line shows the message text only in
 * development; request logs never contain it.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/types.ts';
import { unavailable } from '../errors.ts';
import { createOutboxRepository } from './outbox-repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (the text stays the whole message: clients that show no HTML read it). */
  html?: string;
  /** Headers of its own (List-Unsubscribe and List-Unsubscribe-Post on the e-mails one can unsubscribe from). */
  headers?: Record<string, string>;
  /**
   * Mail sent in bulk by a job (the weekly introductions): kept in the outbox like any other, but not echoed on the
   * console one line each, where it would bury what `npm start` prints (the job logs how many it sent).
   */
  bulk?: boolean;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'nodeEnv' | 'port' | 'host' | 'devMailbox'>;
  db: Db;
  /** Where the outbox notice goes; tests pass a no-op. */
  print?: (line: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const { config } = options;
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        try {
          const { bulk: _bulk, ...mail } = message;
          await transporter.sendMail({ from: config.mailFrom, ...mail });
        } catch {
          // The mail server's error text may carry addresses or credentials: keep it out of answers.
          throw unavailable('Service temporarily unavailable. Please try again.', 'MAIL_UNAVAILABLE');
        }
      },
      async close() {
        transporter.close();
      },
    };
  }

  const outbox = createOutboxRepository(options.db);
  const print = options.print ?? ((line: string) => console.info(line));
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const mailboxUrl = `http://${host}:${config.port}/dev/mailbox`;
  return {
    transport: 'outbox',
    async send(message) {
      await outbox.insert(message);
      if (message.bulk) return;
      if (config.nodeEnv === 'development') {
        const body = message.text.replace(/\s+/g, ' ').trim().slice(0, 240);
        const link = config.devMailbox === 'off' ? '' : ` | ${mailboxUrl}?to=${encodeURIComponent(message.to)}`;
        print(`[mail] to ${message.to}: "${message.subject}" | ${body}${link}`);
      } else {
        print(`[mail] kept in the outbox for ${message.to}: "${message.subject}" (SMTP_URL is not set)`);
      }
    },
    async close() {},
  };
}
