import type { ReactNode } from 'react';
import { I18nProvider, type FixedLanguage } from '../lib/i18n/i18n-provider.tsx';

interface ProvidersProps {
  children: ReactNode;
  /** The language, where no language store applies (prerendering, tests). */
  language?: FixedLanguage;
}

/**
 * What every screen needs above it. The query cache is not here: data hooks reach it through
 * lib/query.ts, which creates it with the first screen that has data (tests and the prerenderer
 * may still put a QueryClientProvider around the app).
 */
export function Providers({ children, language }: ProvidersProps) {
  return <I18nProvider fixed={language}>{children}</I18nProvider>;
}
