import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-foundation.ts';
import * as m0002 from './0002-dive-content.ts';
import * as m0003 from './0003-search.ts';
import * as m0004 from './0004-share-links.ts';
import * as m0005 from './0005-change-counters.ts';
import * as m0006 from './0006-accounts.ts';
import * as m0007 from './0007-earth-function-bodies.ts';
import * as m0008 from './0008-public-profile-ids.ts';
import * as m0009 from './0009-no-sample-dive-centers.ts';
import * as m0010 from './0010-language-and-units.ts';
import * as m0011 from './0011-bookmarks.ts';
import * as m0012 from './0012-bookmark-versions.ts';
import * as m0013 from './0013-spot-altitude.ts';
import * as m0014 from './0014-articles.ts';
import * as m0015 from './0015-sightings-change-counter.ts';
import * as m0016 from './0016-place-lines-and-favorites.ts';
import * as m0017 from './0017-search-planned-once.ts';
import * as m0018 from './0018-stored-texts.ts';
import * as m0019 from './0019-analytics.ts';
import * as m0020 from './0020-admin-console.ts';
import * as m0021 from './0021-content-editing.ts';

/**
 * Every migration, in order. Listed explicitly (not read from disk) so they run the same from
 * source, tests and any bundler. Names never change once released.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-dive-content': m0002,
  '0003-search': m0003,
  '0004-share-links': m0004,
  '0005-change-counters': m0005,
  '0006-accounts': m0006,
  '0007-earth-function-bodies': m0007,
  '0008-public-profile-ids': m0008,
  '0009-no-sample-dive-centers': m0009,
  '0010-language-and-units': m0010,
  '0011-bookmarks': m0011,
  '0012-bookmark-versions': m0012,
  '0013-spot-altitude': m0013,
  '0014-articles': m0014,
  '0015-sightings-change-counter': m0015,
  '0016-place-lines-and-favorites': m0016,
  '0017-search-planned-once': m0017,
  '0018-stored-texts': m0018,
  '0019-analytics': m0019,
  '0020-admin-console': m0020,
  '0021-content-editing': m0021,
};
