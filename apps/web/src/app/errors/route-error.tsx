import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-error.ts';
import { LoadingFailedScreen, SomethingWentWrongScreen } from './error-screens.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** errorElement of the page routes: picks the SPEC §2 error screen for the error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    const text = `${error.status} ${error.statusText}`.trim();
    return <SomethingWentWrongScreen statusText={text} />;
  }
  if (isChunkLoadError(error)) return <LoadingFailedScreen />;
  return <SomethingWentWrongScreen />;
}

/** errorElement of the root route, used only if the layout itself fails: adds its own <main>. */
export function RootError() {
  return (
    <main id="main" className="min-h-dvh">
      <RouteError />
    </main>
  );
}
