import { use } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RootError, RouteError } from './errors/route-error.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { forgetFailedLoads, loadPage } from './page-loads.ts';
import { PAGES, type Page } from './pages.ts';

/*
 * The route tree, shared by the browser and the server's renderer: React Router's declarative
 * routes (no data router: the app's data comes through TanStack Query, and the data router's code
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

export function AppRoutes() {
  return (
    <ErrorBoundary FallbackComponent={RootError}>
      <Routes>
        <Route path="/" element={<RootLayout />}>
          <Route element={<PageErrors />}>
            {PAGES.map((page) =>
              page.pattern === '/' ? (
                <Route key={page.pattern} index element={<LazyPage page={page} />} />
              ) : (
                <Route
                  key={page.pattern}
                  path={page.pattern.slice(1)}
                  element={<LazyPage page={page} />}
                />
              ),
            )}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
