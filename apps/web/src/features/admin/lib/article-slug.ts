/** The longest slug `articleSlugParamsSchema` accepts. */
const SLUG_MAX = 200;

/**
 * A new article's address from its title, as `articleSlugParamsSchema` wants it: 'Reading
 * currents: a diver’s guide' → 'reading-currents-a-diver-s-guide'. Accents are dropped
 * ('Plongée' → 'plongee'); a title of other scripts gives '' (the editor then types one).
 */
export function slugOfTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug;
}
