import {
  DEFAULT_MAP_VIEW,
  EXPLORE_LIST_PAGE_SIZE,
  toBoundsQuery,
  type ExploreListData,
} from '@divespot/shared/explore-url';
import { spotSearchQuerySchema } from '@divespot/shared/spot-search';
import type { SpotPage } from '@divespot/shared/spots';
import type { PageDataLoader } from '../../http/page-heads.ts';
import type { SpotService } from './spots.service.ts';

/**
 * `/explore` as it opens without a view, filters or search (the explore link): the list's
 * first page of the default view, nearest its centre first, as `GET /api/spot` answers the
 * app's first request. The app shows it at once instead of asking. A URL that asks for anything
 * else (besides its language) gets none.
 */
export const exploreListData =
  (spots: SpotService): PageDataLoader =>
  async (_params, url, lang): Promise<ExploreListData | undefined> => {
    if ([...url.keys()].some((key) => key !== 'lang')) return undefined;
    const query = {
      ...toBoundsQuery(DEFAULT_MAP_VIEW),
      sort: 'distance',
      page: '0',
      size: String(EXPLORE_LIST_PAGE_SIZE),
    };
    const answer = await spots.searchSpotPage(spotSearchQuerySchema.parse({ ...query, lang }));
    return {
      query,
      answer: typeof answer === 'string' ? (JSON.parse(answer) as SpotPage) : answer,
    };
  };
