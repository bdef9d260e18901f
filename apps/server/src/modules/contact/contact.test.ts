import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Ada Diver',
  email: 'ada@example.com',
  topic: 'correction',
  message: 'The maximum depth of Blue Corner should be 30 m, not 300 m.',
};

const countMessages = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('contact_message')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/contact', () => {
  it('stores a valid message and returns its reference', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, name: '  Ada Diver  ' },
      headers: { 'user-agent': 'vitest' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; receivedAt: string }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.receivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const row = await t.database.db
      .selectFrom('contact_message')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...valid, user_agent: 'vitest' });
  });

  it('refuses invalid fields with 400, each field and reason, and stores nothing', async () => {
    const before = await countMessages();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '   ', email: 'not-an-email', topic: 'spam', message: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: { fields: { field: string; message: string }[] } }>();
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(body.detail.fields).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Please enter your name.' },
        { field: 'email', message: 'Please enter a valid e-mail address.' },
        { field: 'topic', message: 'Please choose a topic.' },
        { field: 'message', message: 'Please write at least 10 characters.' },
      ]),
    );
    expect(await countMessages()).toBe(before);
  });

  it('names missing fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ detail: { fields: { field: string }[] } }>().detail.fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('refuses a message over the length limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: 'x'.repeat(5001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: {
        fields: [{ field: 'message', message: 'Message must be at most 5000 characters.' }],
      },
    });
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a non-JSON body with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<message/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a body over 64 KiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: 'x'.repeat(70_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});
