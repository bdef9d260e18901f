import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Without SMTP_URL (development), mails are files in the outbox and the code is logged.
let t: TestApp;
const outbox = mkdtempSync(path.join(tmpdir(), 'divespot-outbox-'));

beforeAll(async () => {
  t = await createTestApp({ MAIL_OUTBOX_DIR: outbox });
});
afterAll(async () => {
  await t.close();
  rmSync(outbox, { recursive: true, force: true });
});

describe('the development outbox', () => {
  it('keeps each mail as an .eml file with its code', async () => {
    const res = await t.app.inject({
      url: '/api/account/sendRegistrationToken?email=dev@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: dev@example\.com$/m);
    const code = /^Subject: (\d{4}) is your DiveSpot verification code$/m.exec(eml)?.[1] ?? '';
    const check = await t.app.inject({
      url: `/api/account/validateRegistrationToken?email=dev@example.com&token=${code}`,
    });
    expect(check.json()).toEqual({ valid: true });
  });
});
