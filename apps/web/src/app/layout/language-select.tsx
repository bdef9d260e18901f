import { LANGUAGES } from '@divespot/shared/site';
import { useId, useState } from 'react';
import { isLanguageCode, readLanguage, saveLanguage } from '../../lib/language.ts';

/** Footer language choice: remembered in localStorage and applied to `<html lang>`. */
export function LanguageSelect() {
  const [language, setLanguage] = useState(readLanguage);
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-300">
        Language
      </label>
      <select
        id={id}
        value={language}
        className="min-h-10 rounded-lg border border-slate-600 bg-slate-900 px-3 text-sm text-white"
        onChange={(event) => {
          const code = event.target.value;
          if (!isLanguageCode(code)) return;
          setLanguage(code);
          saveLanguage(code);
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
