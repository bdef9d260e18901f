/**
 * The one door to TanStack Query for the app's code (a lint rule keeps it so). The hooks take the
 * app's cache directly instead of from a provider above the whole app: the library then loads
 * with the first screen that reads or writes data, and pages without any (the calculators, the
 * info pages) never download it. A surrounding QueryClientProvider (tests, the prerenderer)
 * still wins.
 */
import {
  QueryClientContext,
  useInfiniteQuery as useInfiniteQueryOf,
  useMutation as useMutationOf,
  useMutationState as useMutationStateOf,
  useQuery as useQueryOf,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { holdQueryClient } from './loaded-query-client.ts';
import { seedQueryCache } from './page-data.ts';
import { createQueryClient } from './query-client.ts';

export {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';

let appClient: QueryClient | undefined;

/**
 * The app's cache, created on first use with the answers the page came with, and connected to
 * the browser's focus and network.
 */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    appClient = createQueryClient();
    seedQueryCache(appClient);
    appClient.mount();
    holdQueryClient(appClient);
  }
  return appClient;
}

/** The cache of a surrounding QueryClientProvider, else the app's. */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? appQueryClient();
}

export const useQuery = ((options: Parameters<typeof useQueryOf>[0]) =>
  useQueryOf(options, useQueryClient())) as typeof useQueryOf;

export const useInfiniteQuery = ((options: Parameters<typeof useInfiniteQueryOf>[0]) =>
  useInfiniteQueryOf(options, useQueryClient())) as typeof useInfiniteQueryOf;

export const useMutation = ((options: Parameters<typeof useMutationOf>[0]) =>
  useMutationOf(options, useQueryClient())) as typeof useMutationOf;

export const useMutationState = ((options?: Parameters<typeof useMutationStateOf>[0]) =>
  useMutationStateOf(options, useQueryClient())) as typeof useMutationStateOf;
