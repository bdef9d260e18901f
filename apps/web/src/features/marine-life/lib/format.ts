import { isForeignText, type SpeciesNames } from '@divespot/shared/text-languages';
import type { UnitSystem } from '@divespot/shared/units';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';

const INCH_CM = 2.54;
const FOOT_CM = 30.48;

/**
 * Typical length in the unit system and the language: '45 cm' below a metre and '1.5 m' from
 * there on; in imperial '18 in' below a metre and '4.9 ft' from there on.
 */
export function formatSize(cm: number | null, system: UnitSystem, locale: string): string | null {
  if (cm === null) return null;
  const [unit, value] =
    system === 'metric'
      ? cm < 100
        ? ['centimeter', cm]
        : ['meter', cm / 100]
      : cm < 100
        ? ['inch', cm / INCH_CM]
        : ['foot', cm / FOOT_CM];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A name in running text: English writes a species or group inside a sentence in lower case
 * ('see the whale shark'); other languages keep it as given.
 */
export const inSentence = (name: string, locale: string) =>
  locale.startsWith('en') ? name.toLowerCase() : name;

/**
 * The name a species goes by inside a sentence of the page: its common name in the page's
 * language (see inSentence), else its scientific name as written.
 */
export const speciesInSentence = (species: SpeciesNames, locale: string) =>
  isForeignText(species.commonNameLang, locale)
    ? species.scientificName
    : inSentence(species.commonName, locale);

/** Months in which the most of the species' spots see it, e.g. 'Jun–Nov'; null if none. */
export function peakMonths(
  monthCounts: readonly number[],
  ranges: (months: readonly number[]) => string,
): string | null {
  const max = Math.max(0, ...monthCounts);
  if (max === 0) return null;
  return ranges(monthCounts.flatMap((n, i) => (n === max ? [i + 1] : []))) || null;
}

/**
 * Sizes and depth ranges of species in the diver's units and the page's language: `size(45)`
 * '45 cm' or '18 in'; `depth({ min: 0, max: 40 })` '0–40 m', 'to 40 m', 'from 10 m'.
 */
export function useSpeciesFormat() {
  const intl = useIntl();
  const q = useQuantityFormat();
  return useMemo(
    () => ({
      size: (cm: number | null) => formatSize(cm, q.system, intl.locale),
      depth: ({ min, max }: { min: number | null; max: number | null }): string | null => {
        // Shallow species keep a decimal in metres ('0.5 m'); feet are whole.
        const digits = { maximumFractionDigits: q.system === 'metric' ? 1 : 0 };
        if (min !== null && max !== null) return q.range('depth', min, max, digits);
        if (max !== null)
          return intl.formatMessage(
            { id: 'marineLife.depth.upTo' },
            { depth: q.format('depth', max, digits) },
          );
        if (min !== null)
          return intl.formatMessage(
            { id: 'marineLife.depth.from' },
            { depth: q.format('depth', min, digits) },
          );
        return null;
      },
    }),
    [intl, q],
  );
}
