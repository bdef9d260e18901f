import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { preloadPage } from './app/page-loads.ts';
import { AppRoutes } from './app/routes.tsx';
import { installSession, useAuthStore } from './features/auth/index.ts';
import { startAnalytics } from './lib/analytics.ts';
import { loadCatalogAreas } from './lib/i18n/catalog-loader.ts';
import { startLanguage, setCatalogLoader } from './lib/i18n/language-store.ts';
import { startUnits } from './lib/units/units-store.ts';
import { watchEarlyChoices } from './lib/early-choices.ts';
import { BrowserLiveLocation } from './lib/live-location.ts';
import './index.css';

// The schemas (zod) check input with plain code, not code zod compiles at run time: its probe of
// whether it may compile (`new Function`) is a violation the page's CSP reports. Set through the
// global zod reads its configuration from, so the first page's scripts do not carry zod.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

// The server injects the first page's description; each page renders its own from here on.
document.head.querySelectorAll('meta[name="description"]').forEach((el) => el.remove());

// Before anything that takes time: a language or units picked on the prerendered page from now
// on, or already, is applied when the app is live.
watchEarlyChoices();
setCatalogLoader(loadCatalogAreas);
startUnits();
// Before any page asks for data, so even the first request of a signed-in visit has its token.
installSession();
// Before the first page renders: its view is the first event, sent when 20 wait or the page hides.
startAnalytics();
// The language the server rendered this page in (prerendered pages are in it).
const servedLanguage = document.documentElement.lang;

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * Resolves once the first page's module has loaded (or failed, which shows an error) and the
 * language's catalog is in; resolves with the language.
 */
async function ready() {
  const [language] = await Promise.all([startLanguage(), preloadPage(window.location.pathname)]);
  return language;
}

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <BrowserLiveLocation>
          <AppRoutes />
        </BrowserLiveLocation>
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// Static pages arrive prerendered in #root as a signed-out visitor sees them in the served
// language. For that visitor React adopts the existing HTML (hydration: nothing is repainted);
// anyone else (signed in, or another language chosen on this device) gets the page rendered over
// it in one commit. Either way only once the page module is in, so the page
// never blanks or shifts, and as a transition, so the work yields to input.
void ready().then((language) => {
  const prerenderedAsIs =
    container.hasChildNodes() &&
    !useAuthStore.getState().isAuthenticated &&
    language === servedLanguage;
  startTransition(() => {
    if (prerenderedAsIs) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
