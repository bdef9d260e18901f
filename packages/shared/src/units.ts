/**
 * Units of measure. The API, the database and every URL speak metric; a diver may read and type
 * quantities in imperial units. Conversion and formatting live here, free of zod and React, so
 * the server, the web app and the calculators share one definition.
 *
 * Factors are the exact definitions: the international foot (1959) is 0.3048 m, the statute mile
 * 1.609344 km, the cubic foot 0.028316846592 m³ (28.316846592 L); 1 bar is 100,000 Pa and
 * 1 psi is 6,894.757293168 Pa (NIST SP 811, appendix B).
 */

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric';

export const isUnitSystem = (value: unknown): value is UnitSystem =>
  UNIT_SYSTEMS.includes(value as UnitSystem);

/** What can be measured, with the unit the API and URLs use for it. */
export const QUANTITIES = {
  depth: 'm',
  distance: 'km',
  temperature: '°C',
  pressure: 'bar',
  volume: 'L',
  speed: 'm/min',
  /** Wind, as weather services give it. */
  windSpeed: 'km/h',
  /** A diver's breathing rate, litres of free gas per minute. */
  flow: 'L/min',
  /** A cylinder's pressure drop per minute. */
  pressureRate: 'bar/min',
  /** A freediver's descent or ascent speed. */
  verticalSpeed: 'm/s',
} as const;
export type Quantity = keyof typeof QUANTITIES;

const FOOT_M = 0.3048;
const MILE_KM = 1.609344;
const CUBIC_FOOT_L = 28.316846592;
const PSI_BAR = 6894.757293168 / 100_000;

interface Conversion {
  /** The imperial unit's symbol. */
  imperial: string;
  /** Metric value → imperial value. */
  toImperial: (metric: number) => number;
  /** Imperial value → metric value. */
  toMetric: (imperial: number) => number;
  /** Intl.NumberFormat units (CLDR), where CLDR has the unit; otherwise the symbol is written. */
  intl?: { metric: string; imperial: string };
}

const CONVERSIONS: Record<Quantity, Conversion> = {
  depth: {
    imperial: 'ft',
    toImperial: (m) => m / FOOT_M,
    toMetric: (ft) => ft * FOOT_M,
    intl: { metric: 'meter', imperial: 'foot' },
  },
  distance: {
    imperial: 'mi',
    toImperial: (km) => km / MILE_KM,
    toMetric: (mi) => mi * MILE_KM,
    intl: { metric: 'kilometer', imperial: 'mile' },
  },
  temperature: {
    imperial: '°F',
    toImperial: (c) => (c * 9) / 5 + 32,
    toMetric: (f) => ((f - 32) * 5) / 9,
    intl: { metric: 'celsius', imperial: 'fahrenheit' },
  },
  pressure: {
    imperial: 'psi',
    toImperial: (bar) => bar / PSI_BAR,
    toMetric: (psi) => psi * PSI_BAR,
  },
  volume: {
    imperial: 'cu ft',
    toImperial: (l) => l / CUBIC_FOOT_L,
    toMetric: (cuft) => cuft * CUBIC_FOOT_L,
  },
  speed: {
    imperial: 'ft/min',
    toImperial: (mPerMin) => mPerMin / FOOT_M,
    toMetric: (ftPerMin) => ftPerMin * FOOT_M,
    intl: { metric: 'meter-per-minute', imperial: 'foot-per-minute' },
  },
  windSpeed: {
    imperial: 'mph',
    toImperial: (kmh) => kmh / MILE_KM,
    toMetric: (mph) => mph * MILE_KM,
    intl: { metric: 'kilometer-per-hour', imperial: 'mile-per-hour' },
  },
  flow: {
    imperial: 'cu ft/min',
    toImperial: (lPerMin) => lPerMin / CUBIC_FOOT_L,
    toMetric: (cuftPerMin) => cuftPerMin * CUBIC_FOOT_L,
  },
  pressureRate: {
    imperial: 'psi/min',
    toImperial: (barPerMin) => barPerMin / PSI_BAR,
    toMetric: (psiPerMin) => psiPerMin * PSI_BAR,
  },
  verticalSpeed: {
    imperial: 'ft/s',
    toImperial: (mPerS) => mPerS / FOOT_M,
    toMetric: (ftPerS) => ftPerS * FOOT_M,
    intl: { metric: 'meter-per-second', imperial: 'foot-per-second' },
  },
};

/** The symbol of a quantity's unit in a unit system: 'm' or 'ft', '°C' or '°F' … */
export function unitSymbol(quantity: Quantity, system: UnitSystem): string {
  return system === 'metric' ? QUANTITIES[quantity] : CONVERSIONS[quantity].imperial;
}

/** A metric value (as the API gives it) in the unit system's unit. */
export function fromMetric(quantity: Quantity, metric: number, system: UnitSystem): number {
  return system === 'metric' ? metric : CONVERSIONS[quantity].toImperial(metric);
}

/** A value in the unit system's unit (as a diver typed it) in the metric unit the API takes. */
export function toMetric(quantity: Quantity, value: number, system: UnitSystem): number {
  return system === 'metric' ? value : CONVERSIONS[quantity].toMetric(value);
}

export interface FormatQuantityOptions {
  /** Digits after the decimal point, at most (default 0; trailing zeros are left out). */
  maximumFractionDigits?: number;
  /** 'short' (16 m, 52 ft) or 'narrow' (16m, 52′) as CLDR writes them; default 'short'. */
  unitDisplay?: 'short' | 'narrow';
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The number format of a quantity in the unit system and the language, and what follows its
 * text: CLDR's unit style where CLDR has the unit (nothing follows), otherwise a plain number
 * followed by our symbol after a no-break space, as CLDR writes units.
 */
function quantityFormat(
  quantity: Quantity,
  system: UnitSystem,
  locale: string,
  { maximumFractionDigits = 0, unitDisplay = 'short' }: FormatQuantityOptions,
): { format: Intl.NumberFormat; suffix: string } {
  const intl = CONVERSIONS[quantity].intl;
  if (intl) {
    const options: Intl.NumberFormatOptions = {
      style: 'unit',
      unit: intl[system],
      unitDisplay,
      maximumFractionDigits,
    };
    return { format: numberFormat(locale, options), suffix: '' };
  }
  return {
    format: numberFormat(locale, { maximumFractionDigits }),
    suffix: `\u00a0${unitSymbol(quantity, system)}`,
  };
}

/**
 * A metric value written in the unit system and the language: `formatQuantity('depth', 30,
 * 'imperial', 'en-US')` is '98 ft', `formatQuantity('temperature', 26.5, 'metric', 'de-DE',
 * { maximumFractionDigits: 1 })` is '26,5 °C'.
 */
export function formatQuantity(
  quantity: Quantity,
  metric: number,
  system: UnitSystem,
  locale: string,
  options: FormatQuantityOptions = {},
): string {
  const { format, suffix } = quantityFormat(quantity, system, locale, options);
  return format.format(fromMetric(quantity, metric, system)) + suffix;
}

/** A metric range written in the unit system and the language: '5–30 m', '16–98 ft'. */
export function formatQuantityRange(
  quantity: Quantity,
  min: number,
  max: number,
  system: UnitSystem,
  locale: string,
  options: FormatQuantityOptions = {},
): string {
  const { format, suffix } = quantityFormat(quantity, system, locale, options);
  const from = fromMetric(quantity, min, system);
  const to = fromMetric(quantity, max, system);
  return format.formatRange(from, to) + suffix;
}
