import { matchPageRoute, PAGES, type PagePattern } from '@divespot/shared/routes';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { LoginModal, useAuthStore } from '../../features/auth/index.ts';
import { useListsFollowSession } from '../../features/lists/index.ts';
import { endEarlyChoices } from '../../lib/early-choices.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { usePageViews } from './use-page-views.ts';

// Only a signed-in diver's pages load it; without its code (offline) the page still works.
const SignedInEffects = lazy(() =>
  import('./signed-in-effects.tsx').then(
    (m) => ({ default: m.SignedInEffects }),
    () => ({ default: () => null }),
  ),
);

/** Admin pages and the full-window explore map have no footer. */
const WITHOUT_FOOTER: ReadonlySet<PagePattern> = new Set([
  PAGES.admin,
  PAGES.adminSection,
  PAGES.explore,
]);

function hasFooter(pathname: string): boolean {
  const pattern = matchPageRoute(pathname)?.pattern;
  return pattern === undefined || !WITHOUT_FOOTER.has(pattern);
}

/** Skip link, header, page, footer (not on admin pages or explore), login modal. */
export function RootLayout() {
  const { pathname } = useLocation();
  const username = useAuthStore((s) => (s.isAuthenticated ? s.user?.username : undefined));
  useListsFollowSession();
  // Prerendered pages look ready before the app runs; this marks when controls really work.
  // The selects inside took any choice made before (their effects run first).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    endEarlyChoices();
  }, []);
  usePageViews(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-sky-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70]"
      >
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <ProgressBar />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {hasFooter(pathname) ? <Footer /> : null}
      <LoginModal />
      {username === undefined ? null : (
        <Suspense fallback={null}>
          <SignedInEffects username={username} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
