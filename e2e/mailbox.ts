import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the product's mails during e2e runs. The runner starts it before the
 * web server; each message lands as an .eml file in `dir`, where any worker can read it.
 */
export function startMailbox(port: number, dir: string): void {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${Date.now()}-${String(++count).padStart(4, '0')}.eml`;
        writeFileSync(
          join(dir, name),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  // The runner exits when the tests are done, whether or not the mailbox still listens.
  server.server.unref();
}

export interface ReceivedMail {
  to: string;
  subject: string;
  raw: string;
}

function readMails(dir: string): ReceivedMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const raw = readFileSync(join(dir, name), 'utf8');
    const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
    return { to: header('X-Envelope-To').toLowerCase(), subject: header('Subject'), raw };
  });
}

/** The run's mailbox directory (set by playwright.config.ts). */
export function mailboxDir(): string {
  const root = process.env.E2E_TMP_ROOT;
  if (!root) throw new Error('E2E_TMP_ROOT is not set: run the tests through playwright.config.ts');
  return join(root, 'mail');
}

/** Waits for the `nth` (1-based) mail to `to` whose subject matches, and returns it. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  options: { nth?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const { nth = 1, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails(mailboxDir()).filter(
      (m) => m.to === to.toLowerCase() && subject.test(m.subject),
    );
    const mail = found[nth - 1];
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(`No mail #${nth} to ${to} matching ${subject} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 4-digit code of the nth registration mail to `to`. */
export async function registrationCode(to: string, nth = 1): Promise<string> {
  const mail = await waitForMail(to, /verification code/i, { nth });
  const code = /^(\d{4}) is your DiveSpot verification code/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No code in the subject "${mail.subject}"`);
  return code;
}
