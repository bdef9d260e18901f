import type { LanguageCode } from '@divespot/shared/site';
import type { ReactNode } from 'react';
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
  const storeLanguage = useLanguageStore((s) => s.language);
  const storeMessages = useLanguageStore((s) => s.messages);
  const { language, messages } = fixed ?? { language: storeLanguage, messages: storeMessages };
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale="en-US">
      {children}
    </IntlProvider>
  );
}
