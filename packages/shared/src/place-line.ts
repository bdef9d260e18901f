/**
 * A region and its country as one line of text, naming the place once: 'Hurghada, Egypt', but
 * 'Palau' for the region Palau in Palau, and 'Long Island, Bahamas' for a region whose name
 * already ends with its country. The database's place_line() (migration 0016) writes search
 * results' details the same way.
 */
export function placeLine(region?: string | null, country?: string | null): string {
  const r = region?.trim() ?? '';
  const c = country?.trim() ?? '';
  if (!r) return c;
  if (!c) return r;
  const lower = r.toLowerCase();
  const named = c.toLowerCase();
  if (lower === named || lower.endsWith(`, ${named}`)) return r;
  return `${r}, ${c}`;
}
