import { LANGUAGES, type LanguageCode } from '@divespot/shared/site';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isLanguageCode, useLanguageStore } from '../../lib/i18n/language-store.ts';
import { PreferenceSelect, type SelectTone } from './preference-select.tsx';
import { KEEP_SCROLL } from '../../lib/keep-scroll.ts';
import { useLiveLocation } from '../../lib/live-location.ts';

/** Language choice: switches every text at once, remembered for the next visit. */
export function LanguageSelect({
  onChange,
  tone = 'dark',
}: {
  onChange?: (code: LanguageCode) => void;
  tone?: SelectTone;
}) {
  // The provider's language: on a hydrating page, the one the page was served in.
  const language = useIntl().locale;
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const [, setSearchParams] = useSearchParams();
  const where = useLiveLocation();
  return (
    <PreferenceSelect
      name="language"
      label={<FormattedMessage id="footer.language" />}
      value={language}
      tone={tone}
      onChange={(code) => {
        if (!isLanguageCode(code)) return;
        void setLanguage(code).then(() => {
          // A link's ?lang= would bring the old language back on reload.
          const now = new URLSearchParams(where().search);
          if (now.has('lang')) {
            now.set('lang', code);
            setSearchParams(now, { replace: true, state: KEEP_SCROLL });
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
    </PreferenceSelect>
  );
}
