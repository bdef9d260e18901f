import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import type { ArticleDetail, ArticleWriteResult } from '@divespot/shared/articles';
import type { TestApp } from '../../test/test-app.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import {
  bearer,
  createAccountTestApp,
  registerUser,
  type TestSmtp,
} from '../account/account.test-helpers.ts';

/** Admins write the blog: PUT /api/admin/articles/{slug} and DELETE, through the API. */

let t: TestApp;
let smtp: TestSmtp;
let admin: Authenticated;

const ADMIN = { email: 'editor@example.com', password: 'editor-password' };

beforeAll(async () => {
  ({ t, smtp } = await createAccountTestApp({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }));
  await t.app.ready();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: ADMIN.email, password: ADMIN.password },
  });
  admin = res.json<Authenticated>();
});
afterAll(() => t.close());

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Night dives for beginners',
  summary: 'What changes after dark, and how to plan for it.',
  bodyMarkdown: '## Lights\n\nCarry two torches.',
  tags: ['technique'],
  author: 'DiveSpot team',
  status: 'published',
  ...overrides,
});

const put = (slug: string, payload: object, who: { accessToken: string } | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/articles/${slug}`,
    payload,
    headers: who ? bearer(who) : {},
  });

describe('admins write articles', () => {
  it('creates a published article that the blog serves, then replaces it', async () => {
    const spot = await buildSpot(t.database.db, { slug: 'night-reef' });
    const created = await put(
      'night-dives',
      article({ bodyMarkdown: `## Where\n\nTry [the reef](/spots/${spot.slug}).` }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json<ArticleWriteResult>();
    expect(first).toMatchObject({ slug: 'night-dives', status: 'published', created: true });
    const page = (await t.app.inject({ url: '/api/articles/night-dives' })).json<ArticleDetail>();
    expect(page.title).toBe('Night dives for beginners');
    expect(page.related.spots.map((s) => s.objectId)).toEqual([spot.id]);

    const replaced = await put('night-dives', article({ title: 'Night dives, step by step' }));
    const second = replaced.json<ArticleWriteResult>();
    expect(second.created).toBe(false);
    // Publishing again keeps the first publication date; the version moves on.
    expect(second.publishedAt).toBe(first.publishedAt);
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    const again = (await t.app.inject({ url: '/api/articles/night-dives' })).json<ArticleDetail>();
    expect(again.title).toBe('Night dives, step by step');
    expect(again.related.spots).toEqual([]);
  });

  it('keeps raw HTML out of the page: a script in the body is neither kept nor run', async () => {
    const body = '## Safe\n\n<script>window.hacked = 1</script>\n\nText <b onclick="x()">bold</b>.';
    expect((await put('hostile-body', article({ bodyMarkdown: body }))).statusCode).toBe(200);
    const { html } = (
      await t.app.inject({ url: '/api/articles/hostile-body' })
    ).json<ArticleDetail>();
    expect(html).not.toMatch(/<script|hacked|onclick/i);
    const raw = await t.app.inject({ url: '/blog/hostile-body' });
    expect(raw.body).not.toMatch(/window\.hacked|onclick/);
  });

  it('a draft is not served, and publishing it later dates it then', async () => {
    const draft = await put('in-the-works', article({ status: 'draft' }));
    expect(draft.json<ArticleWriteResult>()).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await t.app.inject({ url: '/api/articles/in-the-works' })).statusCode).toBe(404);
    const dated = await put('in-the-works', article({ publishedAt: '2026-03-01T08:00:00+02:00' }));
    expect(dated.json<ArticleWriteResult>().publishedAt).toBe('2026-03-01T06:00:00.000Z');
    expect((await t.app.inject({ url: '/api/articles/in-the-works' })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 naming each field, and keeps the article as it was', async () => {
    expect((await put('kept', article())).statusCode).toBe(200);
    const res = await put(
      'kept',
      article({ title: '   ', tags: ['nonsense'], status: 'live', publishedAt: 'yesterday' }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res
      .json<{ detail: { fields: { field: string; message: string }[] } }>()
      .detail.fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'tags.0', 'status', 'publishedAt']));
    const kept = (await t.app.inject({ url: '/api/articles/kept' })).json<ArticleDetail>();
    expect(kept.title).toBe('Night dives for beginners');
    expect((await put('Not_A_Slug', article())).statusCode).toBe(400);
  });

  it('removes an article; an unknown slug is 404', async () => {
    await put('short-lived', article());
    const del = (slug: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/articles/${slug}`,
        headers: bearer(admin),
      });
    expect((await del('short-lived')).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/articles/short-lived' })).statusCode).toBe(404);
    expect((await del('short-lived')).statusCode).toBe(404);
  });

  it('is for admins only: 401 signed out, 403 for a diver, and nothing is written', async () => {
    const diver = await registerUser(t.app, smtp, 'diver@example.com');
    expect((await put('not-yours', article(), null)).statusCode).toBe(401);
    expect((await put('not-yours', article(), diver)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/articles/not-yours' })).statusCode).toBe(404);
  });
});
