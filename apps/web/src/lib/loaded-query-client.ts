import type { QueryClient } from '@tanstack/react-query';

let loaded: QueryClient | undefined;

/**
 * The app's query cache if a page has created it, else undefined (nothing is cached then). The
 * layout reads it here, so pages without data never download the query library.
 */
export function loadedQueryClient(): QueryClient | undefined {
  return loaded;
}

/** Called once, by lib/query.ts, when it creates the app's cache. */
export function holdQueryClient(client: QueryClient): void {
  loaded = client;
}
