/**
 * Numbers as a diver types and reads them in a form field: either decimal separator is
 * accepted ('1,4' and '1.4'), and values are written back in the page's language without
 * grouping ('1,4' in German, '1.4' in English).
 */

const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number typed, or NaN when the text is not one (empty text included). */
export function parseNumberText(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!NUMBER.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

const formats = new Map<string, Intl.NumberFormat>();

/** A value written for a field: at most `digits` decimals, no grouping. */
export function formatNumberText(value: number, locale: string, digits: number): string {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping: false });
    formats.set(key, format);
  }
  return format.format(value);
}

/** Seconds typed as 'm:ss' or plain seconds ('3:30' or '210'); NaN when neither. */
export function parseDurationText(text: string): number {
  const match = /^\s*(\d+):([0-5]?\d)\s*$/.exec(text);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return parseNumberText(text);
}

/** Seconds written as 'm:ss'. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
