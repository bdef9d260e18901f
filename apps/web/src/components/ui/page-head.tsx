import { documentTitle, PAGE_ROUTES } from '@divespot/shared/routes';

interface PageHeadProps {
  /** A pattern of PAGE_ROUTES, e.g. '/about'; its title and description are used. */
  pattern?: string;
  /** Overrides for pages outside the route table (404) or with dynamic titles. */
  title?: string;
  description?: string;
}

/** Document title and meta description, rendered with React 19's hoisted head elements. */
export function PageHead({ pattern, title, description }: PageHeadProps) {
  const route = pattern ? PAGE_ROUTES.find((r) => r.pattern === pattern) : undefined;
  const finalTitle = documentTitle(title ?? route?.title);
  const finalDescription = description ?? route?.description;
  return (
    <>
      <title>{finalTitle}</title>
      {finalDescription ? <meta name="description" content={finalDescription} /> : null}
      {route && !route.indexable ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
