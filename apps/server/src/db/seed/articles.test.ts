import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from '../database.ts';
import { linkedRecords } from '../article-links.ts';
import { seedArticles } from './articles.ts';
import { loadSeedArticles } from './data/articles.ts';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/articles/', import.meta.url));

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ from: 'migrated' }));
});
afterAll(() => drop());

const rows = () =>
  database.db
    .selectFrom('article')
    .select([
      'slug',
      'title',
      'status',
      'published_at',
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
  it('adds every article as published, with the records its body links to', async () => {
    await database.db.transaction().execute((trx) => seedArticles(trx, loadSeedArticles(FIXTURES)));
    expect(await rows()).toEqual([
      {
        slug: 'drift-basics',
        title: 'Drift diving basics for your first current',
        status: 'published',
        published_at: new Date('2026-11-20T00:00:00Z'),
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
    await database.db
      .updateTable('article')
      .set({ title: 'Edited by hand' })
      .where('slug', '=', 'drift-basics')
      .execute();
    const [drift, sharks] = loadSeedArticles(FIXTURES);
    if (!drift || !sharks) throw new Error('fixtures missing');
    const added = { ...drift, slug: 'drift-basics-again' };
    await database.db.transaction().execute((trx) => seedArticles(trx, [drift, sharks, added]));
    expect((await rows()).map((r) => [r.slug, r.title])).toEqual([
      ['drift-basics', 'Edited by hand'],
      ['drift-basics-again', 'Drift diving basics for your first current'],
      ['whale-shark-manners', 'How to share the water with a whale shark'],
    ]);
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
