import { use } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RootError, RouteError } from './errors/route-error.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { forgetFailedLoads, loadPage } from './page-loads.ts';
import { APP_PAGES, type Page } from './pages.ts';

/*
 * The route tree, shared by the browser and the server's renderer: React Router's route objects
 * (no data router: the app's data comes through TanStack Query, and the data router's code
 * was a fifth of the JavaScript every page loads). Page modules load as page-loads.ts describes.
 */

/** A page: its module's component, once the module is in. */
function LazyPage({ page }: { page: Page }) {
  const { Component } = use(loadPage(page));
  return <Component />;
}

/**
 * Page errors (a page that throws, a module that fails to load) show inside the layout, so the
 * header stays usable; going to another address leaves the error screen, and a page whose module
 * failed loads it again when next shown.
 */
function PageErrors() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={RouteError}
      resetKeys={[pathname]}
      onReset={forgetFailedLoads}
    >
      <Outlet />
    </ErrorBoundary>
  );
}

/**
 * One route per page of the shared route table, then the 404 page. Case-sensitive like the
 * server's matchPageRoute: a path the server answers with its 404 page never shows another page
 * here (routes-agree.test.tsx checks that both pick the same pattern for every kind of path).
 */
export const APP_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <PageErrors />,
        children: [
          ...APP_PAGES.map((page): RouteObject => {
            const element = <LazyPage page={page} />;
            return page.pattern === '/'
              ? { index: true, element }
              : { path: page.pattern.slice(1), caseSensitive: true, element };
          }),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

function RoutedPage() {
  return useRoutes(APP_ROUTES);
}

export function AppRoutes() {
  return (
    <ErrorBoundary FallbackComponent={RootError}>
      <RoutedPage />
    </ErrorBoundary>
  );
}
