/** '12.5' or '12,5' → 12.5; '' → null; anything else → NaN (the schema says "must be a number"). */
export function parseNumber(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A number as a field shows it: '' for none. */
export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** 'reef, wall , ' → ['reef', 'wall']: a list typed with commas between its entries. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
