import { PAGE_ROUTES, type PagePattern } from '@divespot/shared/routes';
import { useIntl } from 'react-intl';
import { documentTitleIn, pageHeadText } from '../../lib/i18n/page-heads.ts';

interface PageHeadProps {
  /** A pattern of PAGE_ROUTES, e.g. '/about'; its title and description are used. */
  pattern?: PagePattern;
  /** Overrides (already in the page's language) for the 404 and pages with dynamic titles. */
  title?: string;
  description?: string;
}

/**
 * Document title and meta description in the page's language, rendered with React 19's hoisted
 * head elements; the same texts the server sent in the first HTML.
 */
export function PageHead({ pattern, title, description }: PageHeadProps) {
  const intl = useIntl();
  const route = pattern ? PAGE_ROUTES.find((r) => r.pattern === pattern) : undefined;
  const fromRoute = route ? pageHeadText(intl, route) : undefined;
  const finalTitle = title !== undefined ? documentTitleIn(intl, title) : fromRoute?.title;
  const finalDescription = description ?? fromRoute?.description;
  return (
    <>
      <title>{finalTitle ?? documentTitleIn(intl, undefined)}</title>
      {finalDescription ? <meta name="description" content={finalDescription} /> : null}
      {route && !route.indexable ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
