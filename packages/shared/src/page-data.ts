/**
 * What a page comes with from the server for the app's first render (`<script
 * type="application/json" id="page-data">`): answers to the app's own queries, each under its
 * query key. The app puts them into its query cache (apps/web/src/lib/page-data.ts), so a query
 * whose key is there starts with the answer instead of asking the API; any other query asks as
 * usual. Keys are built on both sides by the same functions (page-queries.ts), and the language a
 * stored text is in is part of each key that has one, so an answer is only ever used for the
 * query it answers.
 */
export interface PageData {
  queries: SentQuery[];
}

/** One answer a page comes with. */
export interface SentQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

declare const answer: unique symbol;

/** A query key that names the type of its query's answer: an answer can only be sent under it. */
export type AnswerKey<T> = readonly unknown[] & { readonly [answer]?: T };

/** The answer `data` to the query of `queryKey`, to send with a page. */
export const sentQuery = <T>(queryKey: AnswerKey<T>, data: NoInfer<T>): SentQuery => ({
  queryKey,
  data,
});
