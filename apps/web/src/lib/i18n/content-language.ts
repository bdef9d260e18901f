import type { LanguageCode } from '@divespot/shared/site';
import { isForeignText, type TextLanguage } from '@divespot/shared/text-languages';
import { useIntl } from 'react-intl';
import { isLanguageCode } from './language-store.ts';

/**
 * The language the page's stored texts are asked in (the API's `?lang=`, decision 0014): the
 * interface language. Queries keep it in their key, so a switch of language asks again.
 */
export function useContentLanguage(): LanguageCode {
  const { locale } = useIntl();
  return isLanguageCode(locale) ? locale : 'en-US';
}

/**
 * The `lang` attribute of a stored text on a page in `page`: the text's language when it is
 * another one (English shown for want of a translation), else none.
 */
export const foreignLang = (text: TextLanguage, page: string): TextLanguage | undefined =>
  isForeignText(text, page) ? text : undefined;
