import type { ArticleSummary } from '@divespot/shared/articles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * An article's dates for its byline, in the reader's language: the day it was published and,
 * when its text changed on a later day, that day too. Both as `<time>` elements.
 */
export function useArticleDates(
  article: Pick<ArticleSummary, 'publishedAt' | 'updatedAt'>,
  dateStyle: 'medium' | 'long',
): { date: ReactNode; updated: ReactNode | null } {
  const intl = useIntl();
  const time = (iso: string) => (
    <time dateTime={iso}>{intl.formatDate(iso, { dateStyle, timeZone: 'UTC' })}</time>
  );
  // Dates are days in UTC: a change later on the day of publication is no update to show.
  const changed = article.updatedAt.slice(0, 10) > article.publishedAt.slice(0, 10);
  return { date: time(article.publishedAt), updated: changed ? time(article.updatedAt) : null };
}
