import { describe, expect, it } from 'vitest';
import { buildArticle } from '../test/builders/build-article.ts';
import { buildSpot } from '../test/builders/build-spot.ts';
import { databaseForFile } from '../test/test-app.ts';
import { ContentAnswers, ContentVersion } from './content-version.ts';

const testDatabase = databaseForFile();

/** A clock that moves only when told. */
function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the content counter', () => {
  it('rises with every statement changing content, and is read again once a quarter second old', async () => {
    const time = clock();
    const version = new ContentVersion(testDatabase().db, 250, time.now);
    const first = await version.current();
    await buildSpot(testDatabase().db);
    // Read less than the interval ago: the value held answers.
    expect(await version.current()).toBe(first);
    time.advance(250);
    const second = await version.current();
    expect(second).toBeGreaterThan(first);
    await buildArticle(testDatabase().db);
    version.changed();
    expect(await version.current()).toBeGreaterThan(second);
  });

  it('does not move for a change that is not content', async () => {
    const time = clock();
    const version = new ContentVersion(testDatabase().db, 250, time.now);
    const first = await version.current();
    await testDatabase()
      .db.insertInto('seed_run')
      .values({ name: `not-content-${first}` })
      .execute();
    version.changed();
    expect(await version.current()).toBe(first);
  });

  it('keeps answering with the last value read while the database is away', async () => {
    const time = clock();
    let away = false;
    const db = new Proxy(testDatabase().db, {
      get: (target, key, receiver) =>
        key === 'selectFrom' && away
          ? () => {
              throw new Error('connection refused');
            }
          : (Reflect.get(target, key, receiver) as unknown),
    });
    const version = new ContentVersion(db, 250, time.now);
    const read = await version.current();
    away = true;
    time.advance(1000);
    expect(await version.current()).toBe(read);
    // Never read and no database: a value no answer is kept under.
    expect(await new ContentVersion(db, 250, time.now).current()).toBe(-1);
  });
});

describe('answers kept per content counter', () => {
  it('are served again until content changes, then loaded anew', async () => {
    const time = clock();
    const version = new ContentVersion(testDatabase().db, 250, time.now);
    const answers = new ContentAnswers<number>(version, 10, 60_000, time.now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await answers.get('k', load)).toBe(1);
    expect(await answers.get('k', load)).toBe(1);
    await buildSpot(testDatabase().db);
    version.changed();
    expect(await answers.get('k', load)).toBe(2);
    expect(await answers.get('k', load)).toBe(2);
  });
});
