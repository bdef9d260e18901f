import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactWaitMessage } from '@divespot/shared/contact';
import { buildTestServer, createTestApp, type TestApp } from '../../test/test-app.ts';

// Two server instances on one database, as behind a load balancer: the limits are shared.
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  second = await buildTestServer(t.database);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

let n = 0;
const send = (email: string, ip: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip,
    payload: {
      name: 'Ada Diver',
      email,
      topic: 'correction',
      message: `The depth of Blue Corner is 30 m, not 300 m (${++n}).`,
    },
  });

const stored = async (email: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('contact_message')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/contact limits', () => {
  it('refuses an 11th message from one address in 10 minutes with the wait, in words and header', async () => {
    for (let i = 0; i < 10; i++)
      expect((await send(`ip-${i}@example.com`, '192.0.2.10')).statusCode).toBe(201);
    const refused = await send('ip-10@example.com', '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: contactWaitMessage(wait),
      detail: { retryAfterSeconds: wait, cooldownSeconds: wait },
    });
    expect(contactWaitMessage(wait)).toMatch(
      /^You have sent several messages in a short time\. Please try again in \d+ (minute|second)s?\.$/,
    );
    expect(await stored('ip-10@example.com')).toBe(0);
    // Another visitor is not affected.
    expect((await send('ip-10@example.com', '192.0.2.11')).statusCode).toBe(201);
  });

  it('refuses a 6th message from one e-mail address, whatever the client address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await send('Same@Example.com', `192.0.2.${20 + i}`)).statusCode).toBe(201);
    expect((await send('same@example.com', '192.0.2.30')).statusCode).toBe(429);
    expect(await stored('Same@Example.com')).toBe(5);
  });

  it('holds exactly under parallel posts spread over two instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        send(`burst-${i}@example.com`, '192.0.2.40', i % 2 ? second : t.app),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array<number>(10).fill(201), ...Array<number>(14).fill(429)]);
    const sameEmail = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send('one@example.com', `192.0.2.${50 + i}`, i % 2 ? second : t.app),
      ),
    );
    expect(sameEmail.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(await stored('one@example.com')).toBe(5);
  });
});
