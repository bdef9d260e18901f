import { useState } from 'react';
import { keepPreviousData, useQuery } from '../../../lib/query.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { callAdminApi } from '../api/admin-routes.ts';

/** How long the body must stay unchanged before it is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 300;

export interface ArticlePreview {
  /** The body as the public page renders it, for the latest text rendered; null before any. */
  html: string | null;
  /** A newer text is waiting or being rendered. */
  updating: boolean;
  /** The latest text could not be rendered; `html` is still the previous rendering. */
  failed: boolean;
}

/**
 * The article's body rendered by the server exactly as its public page renders it, once the
 * Markdown has stopped changing for {@link PREVIEW_DEBOUNCE_MS}. Each text is its own query, so
 * an answer for an older text never replaces a newer one (the latest wins), and when rendering
 * fails the last rendering stays on screen.
 */
export function useArticlePreview(bodyMarkdown: string): ArticlePreview {
  const settled = useDebouncedValue(bodyMarkdown, PREVIEW_DEBOUNCE_MS);
  const empty = settled.trim() === '';
  const query = useQuery({
    queryKey: ['admin', 'article-preview', settled] as const,
    queryFn: ({ signal }) =>
      callAdminApi('adminArticlePreview', { body: { bodyMarkdown: settled }, signal }),
    enabled: !empty,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const current = empty ? '' : query.isPlaceholderData ? undefined : query.data?.html;
  const [last, setLast] = useState<string | null>(null);
  if (current !== undefined && current !== last) setLast(current);
  return {
    html: current ?? last,
    updating: bodyMarkdown !== settled || (!empty && query.isFetching),
    failed: !empty && query.isError && bodyMarkdown === settled,
  };
}
