import type { LanguageCode } from '@divespot/shared/site';
import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguageStore, type Messages } from './language-store.ts';

/** A language given outright, where no store applies (prerendering, tests). */
export interface FixedLanguage {
  language: LanguageCode;
  messages: Messages;
}

/**
 * Formats every message, number and date of the app in the chosen language: the store's, or
 * `fixed` when given (a server render sees only a store's initial state).
 */
export function I18nProvider({ children, fixed }: { children: ReactNode; fixed?: FixedLanguage }) {
  // The store's current state on the server snapshot too: zustand's own hook would hydrate with
  // the initial (English) state and so mismatch a page served in another language.
  const state = useSyncExternalStore(
    useLanguageStore.subscribe,
    useLanguageStore.getState,
    useLanguageStore.getState,
  );
  const { language, messages } = fixed ?? state;
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale="en-US">
      {children}
    </IntlProvider>
  );
}
