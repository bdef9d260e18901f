import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountTestApp,
  freshIp,
  requestRegistrationCode,
  type TestSmtp,
} from '../modules/account/account.test-helpers.ts';
import type { TestApp } from '../test/test-app.ts';
import { EMPTY_BODY_MESSAGE, NUL_MESSAGE } from './input-guard.ts';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ t, smtp } = await createAccountTestApp());
});
afterAll(() => t.close());

const count = async (table: 'contact_message' | 'app_user' | 'share_link') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const nulRefusal = (part: string, ...fields: string[]) => ({
  status: 400,
  code: 'VALIDATION_FAILED',
  message: `Some ${part} are invalid.`,
  detail: { fields: fields.map((field) => ({ field, message: NUL_MESSAGE })) },
});

const contact = {
  name: 'Ada Diver',
  email: 'ada@example.com',
  topic: 'correction',
  message: 'The maximum depth of Blue Corner should be 30 m, not 300 m.',
};

describe('a NUL character in any input', () => {
  it('is refused in a path parameter, naming it', async () => {
    const res = await t.app.inject({ url: '/api/countries/eg%00ypt' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulRefusal('params parameters', 'country'));
  });

  it('is refused in a query parameter, also when it is repeated', async () => {
    const one = await t.app.inject({ url: '/api/search?q=reef%00' });
    expect(one.json()).toEqual(nulRefusal('querystring parameters', 'q'));
    const repeated = await t.app.inject({ url: '/api/sealife/search?q=turtle&q=%00' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is refused in body fields and keys at any depth, and nothing is stored', async () => {
    const before = await count('contact_message');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, name: 'Ada\u0000', extra: { list: ['ok', 'x\u0000y'] }, 'k\u0000': 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulRefusal('fields', 'name', 'extra.list.1', 'k\\u0000'));
    expect(await count('contact_message')).toBe(before);
  });

  it('leaves a registration code unused, so the same code still registers', async () => {
    const email = 'nul-register@example.org';
    const ip = freshIp();
    const token = await requestRegistrationCode(t.app, smtp, email, ip);
    const body = { emailAddress: email, password: 'secret-1', lastName: 'Lovelace', token };
    const users = await count('app_user');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      remoteAddress: ip,
      payload: { ...body, firstName: 'A\u0000da' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(nulRefusal('fields', 'firstName'));
    expect(await count('app_user')).toBe(users);

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      remoteAddress: ip,
      payload: { ...body, firstName: 'Ada' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });
});

describe('a NUL character in a page address', () => {
  it('is a page not found, not a failed lookup', async () => {
    const res = await t.app.inject({ url: '/marine-life/whale%00shark' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page Not Found · DiveSpot</title>');
  });
});

describe('an empty JSON body', () => {
  const emptyJson = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });

  it('is no body for endpoints that take none', async () => {
    const links = await count('share_link');
    const created = await emptyJson('/api/share/create?ne=28.5,34.9&sw=27.1,33.2&zoom=8');
    expect(created.statusCode, created.body).toBe(201);
    expect(await count('share_link')).toBe(links + 1);

    const slug = /\/share\/([a-z0-9-]+)$/.exec(created.json<{ niceUrl: string }>().niceUrl)?.[1];
    const clicked = await emptyJson(`/api/share/${slug ?? ''}/click`);
    expect(clicked.statusCode, clicked.body).toBe(204);
  });

  it('is a 400 naming the missing body where the endpoint needs one', async () => {
    const res = await emptyJson('/api/authenticate');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      detail: { fields: [{ field: 'body', message: EMPTY_BODY_MESSAGE }] },
    });
  });

  it('differs from malformed or absurdly nested JSON, which stay 400s', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.json()).toMatchObject({ status: 400, code: 'INVALID_JSON' });

    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(30_000)}"\u0000"${']'.repeat(30_000)}`,
    });
    expect(deep.statusCode).toBe(400);
  });
});
