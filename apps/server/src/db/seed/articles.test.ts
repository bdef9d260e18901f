import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, databaseForFile } from '../../test/test-app.ts';
import { linkedRecords } from '../article-links.ts';
import { upsertArticle } from '../../modules/articles/articles.repository.ts';
import { publishedArticleRow, refreshSeedArticles, seedArticles } from './articles.ts';
import { loadSeedArticles } from './data/articles.ts';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/articles/', import.meta.url));

const testDatabase = databaseForFile();

const rows = () =>
  testDatabase()
    .db.selectFrom('article')
    .select([
      'slug',
      'title',
      'status',
      'published_at',
      'updated_at',
      'tags',
      'author',
      'language',
      'linked_spots',
      'linked_species',
      'linked_regions',
    ])
    .orderBy('slug')
    .execute();

describe('seedArticles', () => {
  it('adds every article as published on its own dates, with the records its body links to', async () => {
    await testDatabase()
      .db.transaction()
      .execute((trx) => seedArticles(trx, loadSeedArticles(FIXTURES)));
    expect(await rows()).toEqual([
      {
        slug: 'drift-basics',
        title: 'Drift diving basics for your first current',
        status: 'published',
        published_at: new Date('2026-11-20T00:00:00Z'),
        // Never changed since: its last change is its publication.
        updated_at: new Date('2026-11-20T00:00:00Z'),
        tags: ['technique', 'safety', 'beginners'],
        author: 'DiveSpot team',
        language: 'en',
        linked_spots: ['blue-corner-palau', 'tiputa-pass-rangiroa'],
        linked_species: [],
        linked_regions: ['similan-islands'],
      },
      {
        slug: 'whale-shark-manners',
        title: 'How to share the water with a whale shark',
        status: 'published',
        published_at: new Date('2026-11-24T00:00:00Z'),
        updated_at: new Date('2026-11-25T00:00:00Z'),
        tags: ['marine-life', 'conservation'],
        author: 'Ana Costa',
        language: 'en',
        linked_spots: ['richelieu-rock-thailand'],
        linked_species: ['whale-shark', 'reef-manta-ray'],
        linked_regions: ['ari-atoll'],
      },
    ]);
  });

  it('leaves an article that exists as it is, and adds only the new ones', async () => {
    await testDatabase()
      .db.updateTable('article')
      .set({ title: 'Edited by hand' })
      .where('slug', '=', 'drift-basics')
      .execute();
    const [drift, sharks] = loadSeedArticles(FIXTURES);
    if (!drift || !sharks) throw new Error('fixtures missing');
    const added = { ...drift, slug: 'drift-basics-again' };
    await testDatabase()
      .db.transaction()
      .execute((trx) => seedArticles(trx, [drift, sharks, added]));
    expect((await rows()).map((r) => [r.slug, r.title])).toEqual([
      ['drift-basics', 'Edited by hand'],
      ['drift-basics-again', 'Drift diving basics for your first current'],
      ['whale-shark-manners', 'How to share the water with a whale shark'],
    ]);
  });
});

describe('refreshSeedArticles', () => {
  it('brings the articles nobody has edited up to date with their files, dates and all', async () => {
    const older = await createTestDatabase({ from: 'migrated' });
    try {
      const db = older.database.db;
      const [drift, sharks] = loadSeedArticles(FIXTURES);
      if (!drift || !sharks) throw new Error('fixtures missing');
      const gone = { ...drift, slug: 'gone' };
      // As articles-v1 wrote them before articles had dates: an older text, dated the seeding.
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('seed_run').values({ name: 'articles-v1' }).execute();
        // updated_at left to its default, the time of seeding, as articles-v1 wrote it.
        const then = [drift, sharks, gone].map((a) => ({
          ...publishedArticleRow({ ...a, body: 'An older text.' }),
          published_at: '2026-12-01T00:00:00Z',
          updated_at: undefined,
        }));
        await trx.insertInto('article').values(then).execute();
      });
      // An editor changes one through the API; someone deletes another.
      await upsertArticle(
        db,
        sharks.slug,
        { ...publishedArticleRow(sharks), title: 'Edited' },
        undefined,
      );
      await db.deleteFrom('article').where('slug', '=', 'gone').execute();
      const edited = await db
        .selectFrom('article')
        .selectAll()
        .where('slug', '=', sharks.slug)
        .executeTakeFirstOrThrow();

      await db.transaction().execute((trx) => refreshSeedArticles(trx, [drift, sharks, gone]));
      const now = await db.selectFrom('article').selectAll().orderBy('slug').execute();
      expect(now.map((a) => a.slug)).toEqual(['drift-basics', 'whale-shark-manners']);
      expect(now[0]).toMatchObject({
        title: drift.title,
        body_markdown: drift.body,
        published_at: new Date('2026-11-20T00:00:00Z'),
        updated_at: new Date('2026-11-20T00:00:00Z'),
        linked_spots: ['blue-corner-palau', 'tiputa-pass-rangiroa'],
      });
      expect(now[1]).toEqual(edited);

      // A later change to the file reaches it again: the row is still the seed's.
      const changed = {
        ...drift,
        body: `${drift.body}\n\nA new paragraph.`,
        updatedAt: '2026-12-02',
      };
      await db.transaction().execute((trx) => refreshSeedArticles(trx, [changed]));
      const again = await db
        .selectFrom('article')
        .selectAll()
        .where('slug', '=', drift.slug)
        .executeTakeFirstOrThrow();
      expect(again.body_markdown).toContain('A new paragraph.');
      expect(again.updated_at).toEqual(new Date('2026-12-02T00:00:00Z'));
    } finally {
      await older.drop();
    }
  });
});

describe('linkedRecords', () => {
  it('keeps spot, species and region links in order, once each, and nothing else', () => {
    const body = [
      '[a](/spots/b-reef) [b](/spots/a-reef?x=1) [c](/spots/b-reef#top)',
      '[d](/marine-life/whale-shark/) [e](/locations/regions/egypt/brothers-islands)',
      '[f](/locations/regions/ari-atoll) [g](/tools/mod-calculator) [h](https://x.org/spots/y)',
      '[i](/spots/Not_A_Slug) [j](/dive-centers/some-center)',
    ].join('\n');
    expect(linkedRecords(body)).toEqual({
      linked_spots: ['b-reef', 'a-reef'],
      linked_species: ['whale-shark'],
      linked_regions: ['brothers-islands', 'ari-atoll'],
    });
  });
});
