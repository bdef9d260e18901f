import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';
import { mailFailed } from '../../http/errors.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A line for the development log when no SMTP server is configured (e.g. the code). */
  devNote?: string;
}

export interface Mailer {
  /** Sends the mail; throws the 503 of docs/product/errors.md 'mail failed' when it cannot. */
  send(mail: Mail): Promise<void>;
}

/** SMTP_URL with timeouts, so a dead server fails a request in seconds, not minutes. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const)
    if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  return url.toString();
}

/**
 * Mail over SMTP (SMTP_URL) from MAIL_FROM. With no SMTP server configured (development), each
 * mail is written to the outbox directory as an .eml file and its note (the code) is logged.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from, outboxDir } = config.mail;
  const message = (mail: Mail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  if (smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(smtpUrl));
    return {
      async send(mail) {
        try {
          await transport.sendMail(message(mail));
        } catch (error) {
          log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent');
          throw mailFailed();
        }
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail(message(mail));
        await mkdir(outboxDir, { recursive: true });
        const file = path.join(
          outboxDir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`,
        );
        await writeFile(file, info.message as Buffer);
        log.info(
          { to: mail.to, file },
          `mail written to the outbox (no SMTP_URL)${mail.devNote ? `: ${mail.devNote}` : ''}`,
        );
      } catch (error) {
        log.error({ err: error, to: mail.to }, 'mail not written to the outbox');
        throw mailFailed();
      }
    },
  };
}
