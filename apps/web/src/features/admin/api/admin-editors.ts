import type {
  AdminPlace,
  AdminPlaceWrite,
  AdminSpecies,
  AdminSpeciesWrite,
} from '@divespot/shared/admin-content';
import type { ArticleWrite, ArticleWriteResult } from '@divespot/shared/articles';
import type { LanguageCode } from '@divespot/shared/site';
import { ApiError } from '../../../lib/api-client.ts';
import { queryOptions, useMutation, useQuery } from '../../../lib/query.ts';
import { fresh, useRefreshLists } from './admin-content.ts';
import { callAdminApi } from './admin-routes.ts';

/**
 * The records the species, place and article editors open and write (docs/product/admin.md).
 * An editor reads its record fresh each time it opens (another admin may have changed it), and a
 * write refreshes the content lists and the audit log, which now show it.
 */
const ADMIN = ['admin'] as const;
const RECORD = [...ADMIN, 'record'] as const;

export type PlaceKind = 'countries' | 'regions';

// The contract builds these endpoints' schemas with a helper typed `z.ZodType`, so their answers
// reach the client untyped: they are the records of admin-content.ts, named here once.
const asSpecies = (answer: unknown) => answer as AdminSpecies;
const asPlace = (answer: unknown) => answer as AdminPlace;

export const adminSpeciesQuery = (id: number) =>
  queryOptions({
    queryKey: [...RECORD, 'species', id] as const,
    queryFn: ({ signal }) =>
      callAdminApi('adminSpecies', { params: { id }, signal }).then(asSpecies),
    ...fresh,
  });

export const adminPlaceQuery = (kind: PlaceKind, id: number) =>
  queryOptions({
    queryKey: [...RECORD, kind, id] as const,
    queryFn: ({ signal }) =>
      (kind === 'countries'
        ? callAdminApi('adminCountry', { params: { id }, signal })
        : callAdminApi('adminRegion', { params: { id }, signal })
      ).then(asPlace),
    ...fresh,
  });

export const adminArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: [...RECORD, 'articles', slug] as const,
    queryFn: ({ signal }) => callAdminApi('adminArticle', { params: { slug }, signal }),
    ...fresh,
  });

export const useAdminSpecies = (id: number, enabled = true) =>
  useQuery({ ...adminSpeciesQuery(id), enabled });
export const useAdminPlace = (kind: PlaceKind, id: number) => useQuery(adminPlaceQuery(kind, id));
export const useAdminArticle = (slug: string, enabled = true) =>
  useQuery({ ...adminArticleQuery(slug), enabled });

/** Creates (`id` 'new') or replaces a species, sightings included. */
export function useSaveSpecies() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number | 'new';
      body: AdminSpeciesWrite;
    }): Promise<AdminSpecies> =>
      (id === 'new'
        ? callAdminApi('adminSpeciesCreate', { body })
        : callAdminApi('adminSpeciesUpdate', { params: { id }, body })
      ).then(asSpecies),
    onSettled: refresh,
  });
}

export function useDeleteSpecies() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) => callAdminApi('adminSpeciesDelete', { params: { id } }),
    onSettled: refresh,
  });
}

/** Writes a country's or region's description and its translations. */
export function useSavePlace(kind: PlaceKind, id: number) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: AdminPlaceWrite): Promise<AdminPlace> =>
      (kind === 'countries'
        ? callAdminApi('adminCountryUpdate', { params: { id }, body })
        : callAdminApi('adminRegionUpdate', { params: { id }, body })
      ).then(asPlace),
    onSettled: refresh,
  });
}

/** Creates or replaces the article at `slug`. */
export function useSaveArticle() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({
      slug,
      body,
    }: {
      slug: string;
      body: ArticleWrite;
    }): Promise<ArticleWriteResult> => callAdminApi('adminArticlePut', { params: { slug }, body }),
    onSettled: refresh,
  });
}

export function useDeleteArticle() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (slug: string) => callAdminApi('adminArticleDelete', { params: { slug } }),
    onSettled: refresh,
  });
}

/** Whether an article already lives at `slug` (a new one must not replace it). */
export async function articleExists(slug: string): Promise<boolean> {
  try {
    await callAdminApi('adminArticle', { params: { slug } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** The spots whose name holds `text`, for adding one to a species' sightings. */
export function useSpotSearch(text: string, lang: LanguageCode) {
  return useQuery({
    queryKey: [...ADMIN, 'spot-search', text, lang] as const,
    queryFn: ({ signal }) =>
      callAdminApi('search', { query: { q: text, source: 'DIVE_SPOT', limit: 8, lang }, signal }),
    enabled: text !== '',
    staleTime: 60_000,
    retry: false,
  });
}
