import { LANGUAGES, type LanguageCode } from '@divespot/shared/site';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isLanguageCode, useLanguageStore } from '../../lib/i18n/language-store.ts';

/** Footer language choice: switches every text at once, remembered for the next visit. */
export function LanguageSelect({
  onChange,
  tone = 'dark',
}: {
  onChange?: (code: LanguageCode) => void;
  /** 'dark' in the footer, 'light' in the menu. */
  tone?: 'dark' | 'light';
}) {
  // The provider's language: on a hydrating page, the one the page was served in.
  const language = useIntl().locale;
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const [searchParams, setSearchParams] = useSearchParams();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={tone === 'dark' ? 'text-sm text-slate-300' : 'text-sm text-slate-700'}
      >
        <FormattedMessage id="footer.language" />
      </label>
      <select
        id={id}
        value={language}
        className={
          tone === 'dark'
            ? 'min-h-10 rounded-lg border border-slate-600 bg-slate-900 px-3 text-sm text-white'
            : 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900'
        }
        onChange={(event) => {
          const code = event.target.value;
          if (!isLanguageCode(code)) return;
          void setLanguage(code).then(() => {
            // A link's ?lang= would bring the old language back on reload.
            if (searchParams.has('lang')) {
              const next = new URLSearchParams(searchParams);
              next.set('lang', code);
              setSearchParams(next, { replace: true, preventScrollReset: true });
            }
            onChange?.(code);
          });
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
