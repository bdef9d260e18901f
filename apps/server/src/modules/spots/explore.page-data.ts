import { EXPLORE_LIST_PAGE_SIZE } from '@divespot/shared/explore-url';
import { sentQuery } from '@divespot/shared/page-data';
import { EXPLORE_OPENING, exploreListKey, exploreListParams } from '@divespot/shared/explore-list';
import { spotSearchQuerySchema } from '@divespot/shared/spot-search';
import type { SpotPage } from '@divespot/shared/spots';
import type { PageDataLoader } from '../../http/page-heads.ts';
import type { SpotService } from './spots.service.ts';

/**
 * `/explore` as it opens without a view, filters or search (the explore link): the list's
 * first page of the default view, nearest its centre first, as `GET /api/spot` answers the
 * app's first request (the same parameters, from the same function), sent as the answer to the
 * app's list query for that opening. The app shows it at once instead of asking. A URL that asks
 * for anything else (besides its language) gets none.
 */
export const exploreListData =
  (spots: SpotService): PageDataLoader =>
  async (_params, url, lang) => {
    if ([...url.keys()].some((key) => key !== 'lang')) return undefined;
    const query = exploreListParams(EXPLORE_OPENING, 0, EXPLORE_LIST_PAGE_SIZE);
    query.set('lang', lang);
    const answer = await spots.searchSpotPage(
      spotSearchQuerySchema.parse(Object.fromEntries(query)),
    );
    const first = typeof answer === 'string' ? (JSON.parse(answer) as SpotPage) : answer;
    return sentQuery(exploreListKey(EXPLORE_OPENING, lang), { pages: [first], pageParams: [0] });
  };
