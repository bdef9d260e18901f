import type { RawRow } from './import.types.ts';

/** 'max_depth', 'maxDepth', 'Max Depth' → 'maxdepth': how we match messy column names. */
export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9@]/g, '');
}

export type FieldReader = (...aliases: string[]) => unknown;

/**
 * Looks fields up by normalized name, trying aliases in order; blank strings and null count as
 * absent, so `depth_max: ""` falls through to `depth`.
 */
export function fieldReader(row: RawRow): FieldReader {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(row)) {
    const normalized = normalizeKey(key);
    if (!fields.has(normalized) && !isBlank(value)) fields.set(normalized, value);
  }
  return (...aliases) => {
    for (const alias of aliases) {
      if (fields.has(alias)) return fields.get(alias);
    }
    return undefined;
  };
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** A number from a number or a numeric string ('12.5', ' -3,25 '); NaN when it is not one. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2');
  return text === '' ? Number.NaN : Number(text);
}

/** Trimmed text with runs of white space collapsed; null for blanks and non-scalars. */
export function toText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}
