import { useEffect, useRef } from 'react';
import { track } from '../../lib/analytics.ts';

/**
 * One `page_view` per page shown (docs/product/analytics.md): the first, then each new path; a
 * change of query or fragment alone is the same page. Admin pages never count (the analytics
 * module drops them).
 */
export function usePageViews(pathname: string): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // Development runs effects twice on mount: the first page would count twice.
    if (counted.current === pathname) return;
    counted.current = pathname;
    track({ type: 'page_view', path: pathname });
  }, [pathname]);
}
