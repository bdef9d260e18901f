/** '1 dive spot', '12 dive spots'. */
export function countLabel(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** '5–40 m', 'to 30 m', 'from 12 m'; null without any depth. */
export function depthRange(depth: { minDepth: number | null; maxDepth: number | null }) {
  const { minDepth: min, maxDepth: max } = depth;
  if (min !== null && max !== null) return min === max ? `${max} m` : `${min}–${max} m`;
  if (max !== null) return `to ${max} m`;
  if (min !== null) return `from ${min} m`;
  return null;
}

/**
 * Text for accent- and case-insensitive matching: 'Curaçao' and 'CURACAO' both give 'curacao',
 * as the API's `unaccent` comparison does.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
