import type { RouteObject } from 'react-router';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RootError, RouteError } from './errors/route-error.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { PAGES } from './pages.ts';

/** Nothing is painted until the first page chunk is in, so the layout never shifts. */
function HydrateFallback() {
  return null;
}

const pageRoutes: RouteObject[] = PAGES.map((page) =>
  page.pattern === '/'
    ? { index: true, lazy: page.load }
    : { path: page.pattern.slice(1), lazy: page.load },
);

/** The route tree, shared by the browser router and the build-time prerenderer. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootError />,
    HydrateFallback,
    children: [
      {
        // Page errors render inside the layout, so the header stays usable.
        errorElement: <RouteError />,
        children: [...pageRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
