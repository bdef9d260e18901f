import type {
  AdminContentQuery,
  AdminDiveCenter,
  AdminDiveCenterWrite,
  AdminImage,
  AdminSpot,
  AdminSpotWrite,
  PlaceRef,
} from '@divespot/shared/admin-content';
import type { ContentKind } from '@divespot/shared/admin-content-vocabulary';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../../lib/query.ts';
import { callAdminApi } from './admin-routes.ts';

/**
 * The console's content lists, and the spots and dive centers its editors open and write
 * (docs/product/admin.md#content). A record is read fresh each time its editor opens (another
 * admin may have changed it); a write refreshes the lists and the audit log that show it.
 */
const ADMIN = ['admin'] as const;

/** The answer of a record endpoint, as its schema describes it. */
const answer = <T>(call: Promise<unknown>) => call as Promise<T>;

export const adminContentQuery = (kind: ContentKind, query: AdminContentQuery) =>
  queryOptions({
    queryKey: [...ADMIN, 'content', kind, query] as const,
    queryFn: ({ signal }) => callAdminApi('adminContent', { params: { kind }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminContent = (kind: ContentKind, query: AdminContentQuery) =>
  useQuery(adminContentQuery(kind, query));

/** A record an editor opens: read fresh each time (another admin may have changed it). */
export const fresh = { staleTime: 0, gcTime: 0, retry: false } as const;

export const adminSpotQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN, 'record', 'spots', id] as const,
    queryFn: ({ signal }) =>
      answer<AdminSpot>(callAdminApi('adminSpot', { params: { id }, signal })),
    ...fresh,
  });

export const adminDiveCenterQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN, 'record', 'dive-centers', id] as const,
    queryFn: ({ signal }) =>
      answer<AdminDiveCenter>(callAdminApi('adminDiveCenter', { params: { id }, signal })),
    ...fresh,
  });

export const useAdminSpot = (id: number, enabled = true) =>
  useQuery({ ...adminSpotQuery(id), enabled });
export const useAdminDiveCenter = (id: number, enabled = true) =>
  useQuery({ ...adminDiveCenterQuery(id), enabled });

/**
 * After a write: the content lists and the audit log show the change when next looked at (every
 * editor's save and delete end with it).
 */
export function useRefreshLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...ADMIN, 'content'] }),
      client.invalidateQueries({ queryKey: [...ADMIN, 'audit'] }),
    ]);
}

/** Creates (`id` 'new') or replaces a spot. */
export function useSaveSpot() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | 'new'; body: AdminSpotWrite }) =>
      answer<AdminSpot>(
        id === 'new'
          ? callAdminApi('adminSpotCreate', { body })
          : callAdminApi('adminSpotUpdate', { params: { id }, body }),
      ),
    onSettled: refresh,
  });
}

/** Creates (`id` 'new') or replaces a dive center. */
export function useSaveDiveCenter() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | 'new'; body: AdminDiveCenterWrite }) =>
      answer<AdminDiveCenter>(
        id === 'new'
          ? callAdminApi('adminDiveCenterCreate', { body })
          : callAdminApi('adminDiveCenterUpdate', { params: { id }, body }),
      ),
    onSettled: refresh,
  });
}

export function useDeleteRecord(kind: 'spots' | 'dive-centers') {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'spots'
        ? callAdminApi('adminSpotDelete', { params: { id } })
        : callAdminApi('adminDiveCenterDelete', { params: { id } }),
    onSettled: refresh,
  });
}

/** The country and region a point is in (the map picker says them under the map). */
export const usePlaceAt = (at: { lat: number; lng: number } | null) =>
  useQuery({
    queryKey: [...ADMIN, 'place-at', at?.lat, at?.lng] as const,
    queryFn: ({ signal }) =>
      answer<PlaceRef>(
        callAdminApi('adminPlaceAt', { query: { lat: at!.lat, lng: at!.lng }, signal }),
      ),
    enabled: at !== null,
    staleTime: Infinity,
    retry: false,
  });

/** The owners a picture can belong to, as the image endpoints name them. */
export type ImageOwner = 'spots' | 'species' | 'dive-centers';

export function useUploadImage(owner: ImageOwner, id: number) {
  return useMutation({
    mutationFn: (file: File) =>
      answer<AdminImage>(callAdminApi('adminImageUpload', { params: { owner, id }, body: file })),
  });
}

export function useDeleteImage() {
  return useMutation({
    mutationFn: (imageId: number) => callAdminApi('adminImageDelete', { params: { id: imageId } }),
  });
}
