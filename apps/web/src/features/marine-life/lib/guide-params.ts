import { SPECIES_GROUPS, type SpeciesGroup } from '@divespot/shared/marine-life-labels';
import { pagePath, PAGES } from '@divespot/shared/routes';

/** The guide's state as the URL keeps it: `?group=&q=&page=` (page counts from 1 for people). */
export interface GuideState {
  group?: SpeciesGroup;
  q: string;
  /** 1-based. */
  page: number;
}

export const GUIDE_PAGE_SIZE = 24;

const isGroup = (value: string | null): value is SpeciesGroup =>
  value !== null && Object.hasOwn(SPECIES_GROUPS, value);

/** Reads the guide state from the URL; unknown or malformed values fall back to defaults. */
export function parseGuideParams(params: URLSearchParams): GuideState {
  const group = params.get('group');
  const page = Number(params.get('page') ?? '1');
  return {
    group: isGroup(group) ? group : undefined,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query of a guide state, leaving defaults out so URLs stay short. */
export function guideSearch(state: GuideState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.group) params.set('group', state.group);
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of a guide state (`page` is zero-based there). */
export function guideApiQuery(state: GuideState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.group) params.set('group', state.group);
  if (state.q) params.set('q', state.q);
  params.set('page', String(state.page - 1));
  params.set('size', String(GUIDE_PAGE_SIZE));
  return params;
}

/** The guide filtered to one group (the whole guide for a group it does not know). */
export function groupGuideHref(group: string): string {
  return pagePath(PAGES.marineLife, {}, isGroup(group) ? { group } : {});
}
