import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * Country names in the page's language through Intl.DisplayNames, from the ISO 3166 code; the
 * stored name where Intl has none (or when the page is in English, whose names are ours).
 */
export function useCountryName() {
  const { locale } = useIntl();
  const names = useMemo(() => {
    if (locale.startsWith('en')) return null;
    try {
      return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      return null;
    }
  }, [locale]);
  return useCallback(
    (code: string | null | undefined, stored: string): string => {
      if (!names || !code || !/^[A-Za-z]{2}$/.test(code)) return stored;
      try {
        return names.of(code.toUpperCase()) ?? stored;
      } catch {
        return stored;
      }
    },
    [names],
  );
}
