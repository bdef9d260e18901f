import type { PageData, SentQuery } from '@divespot/shared/page-data';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The answers the server sent with this page for its first render (`<script
 * type="application/json" id="page-data">`, packages/shared/src/page-data.ts), each under the
 * key of the app's query it answers; none when the page has none or they are malformed.
 */
function sentWithPage(): readonly SentQuery[] {
  try {
    const text = document.getElementById('page-data')?.textContent ?? '';
    const sent = JSON.parse(text) as Partial<PageData> | null;
    return Array.isArray(sent?.queries) ? sent.queries : [];
  } catch {
    return [];
  }
}

/**
 * Puts the answers a page came with into a query cache (the app's when it is created, which is
 * once, the server render's): a query whose key is among them starts with its answer instead of asking
 * the API, and matches the HTML the server rendered with it. TanStack Query compares the keys;
 * each key holds the language of its stored texts, so no answer is used in another language.
 */
export function seedQueryCache(
  client: QueryClient,
  queries: readonly SentQuery[] = sentWithPage(),
): void {
  for (const { queryKey, data } of queries) {
    if (Array.isArray(queryKey)) client.setQueryData(queryKey, data);
  }
}
