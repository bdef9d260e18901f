import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; `reject` refuses recipients. */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.reject ? new Error('mailbox unavailable') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Mails sent to `to`, oldest first. */
    to: (to: string) => received.filter((m) => m.to.includes(to)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** A test app that mails through its own loopback SMTP server; the app's `close` stops both. */
export async function createAccountTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; smtp: TestSmtp }> {
  const smtp = await startSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...env });
  const close = async () => {
    await t.close();
    await smtp.close();
  };
  return { t: { ...t, close }, smtp };
}

/** The 4-digit code of the newest registration mail to `to`. */
export function codeIn(smtp: TestSmtp, to: string): string {
  const mail = smtp.to(to).at(-1);
  const code = /^Subject: (\d{4}) is your DiveSpot verification code/m.exec(mail?.raw ?? '')?.[1];
  expect(code, mail?.raw).toBeDefined();
  return code ?? '';
}

let ipCounter = 0;
/** A fresh client address, so the per-IP limits of one test do not spill into another. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Asks for a registration code for `email` through the API and returns the code it mailed. */
export async function requestRegistrationCode(
  app: FastifyInstance,
  smtp: TestSmtp,
  email: string,
  ip = freshIp(),
): Promise<string> {
  const sent = await app.inject({
    url: `/api/account/sendRegistrationToken?email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return codeIn(smtp, email);
}

/** Registers `email` through the API (code by mail) and returns the sign-in answer. */
export async function registerUser(
  app: FastifyInstance,
  smtp: TestSmtp,
  email: string,
  password = 'secret-1',
  ip = freshIp(),
): Promise<Authenticated> {
  const token = await requestRegistrationCode(app, smtp, email, ip);
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    remoteAddress: ip,
    payload: { emailAddress: email, password, firstName: 'Ada', lastName: 'Lovelace', token },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Authenticated>();
}

export const bearer = (t: { accessToken: string }) => ({
  authorization: `Bearer ${t.accessToken}`,
});

/** A mail's quoted-printable text decoded (ASCII is enough for links and codes). */
export const quotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
