export { formatMonths, MONTH_LONG, MONTH_SHORT } from '../../../lib/months.ts';

const trim = (n: number) => String(Math.round(n * 10) / 10);

/** Typical length: '45 cm' below a metre, '1.5 m' from there on. */
export function formatSize(cm: number | null): string | null {
  if (cm === null) return null;
  return cm < 100 ? `${trim(cm)} cm` : `${trim(cm / 100)} m`;
}

/** Depth range in metres: '0–40 m', 'to 40 m', 'from 10 m'; null when unknown. */
export function formatDepth(depth: { min: number | null; max: number | null }): string | null {
  const { min, max } = depth;
  if (min !== null && max !== null) return `${trim(min)}–${trim(max)} m`;
  if (max !== null) return `to ${trim(max)} m`;
  if (min !== null) return `from ${trim(min)} m`;
  return null;
}
