import { PAGE_DATA_LANGUAGE } from '@divespot/shared/page-data';

/**
 * Data the server put in a page for its first render (`<script type="application/json"
 * id="page-data">{"<key>": …}</script>`): a record page then shows its record without asking
 * the API again. Read once per key; anything malformed reads as nothing.
 */
let parsed: Record<string, unknown> | null | undefined;

export function readPageData<T>(key: string): T | undefined {
  if (parsed === undefined) {
    parsed = null;
    const text = typeof document === 'undefined' ? null : document.getElementById('page-data');
    try {
      const value: unknown = text?.textContent ? JSON.parse(text.textContent) : null;
      if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
    } catch {
      parsed = null;
    }
  }
  return (parsed?.[key] as T | undefined) ?? undefined;
}

/**
 * The record the server sent with the page under `key`, when it is the one `isIt` looks for
 * (a page visited later in the same tab shows another record) and in the language the app
 * shows (its stored texts are in the page's language, decision 0014): a query's initial data.
 */
export function pageRecord<T>(
  key: string,
  language: string,
  isIt: (record: T) => boolean,
): T | undefined {
  if (readPageData<string>(PAGE_DATA_LANGUAGE) !== language) return undefined;
  const data = readPageData<T>(key);
  return data !== undefined && isIt(data) ? data : undefined;
}

/**
 * The page data of a render on the server (entry-server.tsx), given just before it and taken
 * back right after: `renderToString` is synchronous, so no other page's render sees it.
 */
export function providePageData(data: Record<string, unknown> | undefined): void {
  parsed = data;
}
