import type { PagePattern } from '@divespot/shared/routes';
import type { ReactNode } from 'react';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { SomethingWentWrongScreen } from './error-screens.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * The screen for a record page whose load failed. docs/product/errors.md: a malformed address (400) is as
 * unknown as a missing record (404) and gets the 404 page; anything else is a failure.
 */
export function recordErrorScreen(error: Error, statusText: ReactNode = error.message): ReactNode {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <NotFoundPage />;
  }
  return <SomethingWentWrongScreen statusText={statusText} />;
}

interface RecordPageProps<T> {
  /** The record's query (TanStack Query: data is there once it is neither pending nor failed). */
  query: { data: T | undefined; error: Error | null; isPending: boolean };
  /** The route's pattern in PAGE_ROUTES, for the page head while the record loads. */
  pattern: PagePattern;
  skeleton: ReactNode;
  /** The page once the record is there (with its own head). */
  children: (record: T) => ReactNode;
  /** The failure screen's text; the error's message when left out. */
  statusText?: ReactNode;
}

/** A detail page of one record: its skeleton while loading, the 404 or failure screen, the page. */
export function RecordPage<T>({
  query,
  pattern,
  skeleton,
  children,
  statusText,
}: RecordPageProps<T>) {
  if (query.isPending) {
    return (
      <>
        <PageHead pattern={pattern} />
        {skeleton}
      </>
    );
  }
  if (query.error) return recordErrorScreen(query.error, statusText);
  return children(query.data as T);
}
