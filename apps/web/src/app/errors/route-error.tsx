import type { FallbackProps } from 'react-error-boundary';
import { isChunkLoadError } from './chunk-error.ts';
import { LoadingFailedScreen, SomethingWentWrongScreen } from './error-screens.tsx';

/** What the page routes show when a page fails: the docs/product/screens.md error screen for the error. */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  if (isChunkLoadError(error)) return <LoadingFailedScreen />;
  return <SomethingWentWrongScreen />;
}

/** What shows if the layout itself fails: the error screen in its own <main>. */
export function RootError({ error }: Pick<FallbackProps, 'error'>) {
  return (
    <main id="main" className="min-h-dvh">
      <RouteError error={error} />
    </main>
  );
}
