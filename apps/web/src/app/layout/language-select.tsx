import { LANGUAGES } from '@divespot/shared/site';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLanguageCode, useLanguageStore } from '../../lib/i18n/language-store.ts';

/** Footer language choice: switches every text at once, remembered for the next visit. */
export function LanguageSelect() {
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-300">
        <FormattedMessage id="footer.language" />
      </label>
      <select
        id={id}
        value={language}
        className="min-h-10 rounded-lg border border-slate-600 bg-slate-900 px-3 text-sm text-white"
        onChange={(event) => {
          const code = event.target.value;
          if (isLanguageCode(code)) void setLanguage(code);
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
