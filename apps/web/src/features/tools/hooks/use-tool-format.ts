import { numberFormat } from '@divespot/shared/units';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { formatDuration } from '../lib/number-text.ts';

/** The symbol CLDR writes for a unit in a language: 'min', 'L', '%', '秒' … */
function cldrSymbol(locale: string, unit: string): string {
  const parts = numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).formatToParts(
    1,
  );
  return parts.find((p) => p.type === 'unit')?.value ?? unit;
}

/**
 * The calculators' figures in the diver's units and language: quantities that change with the
 * unit system (depth, cylinder pressure, gas, speeds) through the shared unit formatters, and
 * the ones every diver reads alike (oxygen %, ppO2 and absolute pressure in bar, litres of lung,
 * minutes) written by CLDR. Depths that are limits are rounded towards the safe side.
 */
export function useToolFormat() {
  const units = useQuantityFormat();
  const intl = useIntl();
  const { locale } = intl;
  return useMemo(() => {
    const unit = (cldr: string, value: number, digits: number) =>
      numberFormat(locale, { style: 'unit', unit: cldr, maximumFractionDigits: digits }).format(
        value,
      );
    /** A depth rounded to a tenth in the diver's units, down or up. */
    const roundedDepth = (metric: number, direction: 'down' | 'up') => {
      const tenths = units.fromMetric('depth', metric) * 10;
      // A hair of tolerance so 33.75 stays 33.7, not 33.6 from floating-point noise.
      const rounded =
        (direction === 'down' ? Math.floor(tenths + 1e-6) : Math.ceil(tenths - 1e-6)) / 10;
      return units.format('depth', units.toMetric('depth', rounded), { maximumFractionDigits: 1 });
    };
    return {
      ...units,
      number: (value: number, digits = 0) =>
        numberFormat(locale, { maximumFractionDigits: digits }).format(value),
      percent: (value: number, digits = 0) => unit('percent', value, digits),
      /** Absolute pressure or a partial pressure: bar for every diver (1 bar ≈ 1 ATA). */
      bar: (value: number, digits = 2) =>
        `${numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}\u00a0bar`,
      litres: (value: number, digits = 1) => unit('liter', value, digits),
      minutes: (value: number, digits = 0) => unit('minute', value, digits),
      duration: formatDuration,
      /** A depth the diver typed, to a tenth; empty while the field has no number. */
      depth: (metric: number) =>
        Number.isFinite(metric) ? units.format('depth', metric, { maximumFractionDigits: 1 }) : '',
      /** A maximum (MOD, residual-volume depth): rounded down to a tenth, never deeper. */
      maxDepth: (metric: number) => roundedDepth(metric, 'down'),
      /** A depth to be counted deeper (EAD): rounded up to a tenth. */
      atLeastDepth: (metric: number) => roundedDepth(metric, 'up'),
      /** A mix's name as divers say it: Air, EAN32, Oxygen; empty while the field has none. */
      mix: (o2: number) => {
        if (!Number.isFinite(o2)) return '';
        if (Math.abs(o2 - 21) < 1e-9) return intl.formatMessage({ id: 'tools.mix.air' });
        if (Math.abs(o2 - 100) < 1e-9) return intl.formatMessage({ id: 'tools.mix.oxygen' });
        return intl.formatMessage(
          { id: 'tools.mix.nitrox' },
          { o2: numberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(o2) },
        );
      },
      /** Symbols for field labels. */
      symbols: {
        percent: cldrSymbol(locale, 'percent'),
        litre: cldrSymbol(locale, 'liter'),
        minute: cldrSymbol(locale, 'minute'),
        second: cldrSymbol(locale, 'second'),
      },
    };
  }, [units, intl, locale]);
}
