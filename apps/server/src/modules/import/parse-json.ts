/**
 * A JSON dataset is an array of records; a top-level object holding one array of records
 * (`{ "sites": [...] }`) is accepted too. Null when the value is neither.
 */
export function parseJsonRows(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value !== 'object' || value === null) return null;
  const arrays = Object.values(value).filter((v): v is unknown[] => Array.isArray(v));
  return arrays.length === 1 ? (arrays[0] ?? null) : null;
}
