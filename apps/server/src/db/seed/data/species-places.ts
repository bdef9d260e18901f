import { articleLinkTarget } from '@divespot/shared/article-vocabulary';
import type { SeedArticle } from './articles.ts';
import type { SeedDataset } from './dataset.ts';

/**
 * Where our own texts place a species: a region's or a spot's description naming it, or an
 * article sentence naming it (by link or by common name) beside a link to a spot or a region.
 * The species page and explore's marine-life filter read sightings only, so every such claim
 * must be matched by a sighting: at the spot, or at a spot of the region.
 */
export interface PlaceClaim {
  /** Where the text is: `region ningaloo`, `spot coral-bay-ningaloo`, `article <slug>`. */
  source: string;
  species: string;
  place: { kind: 'spot' | 'region'; slug: string };
  /** The sentence or description that makes the claim. */
  text: string;
}

/**
 * Names in our texts that are not the species of the same words, so the reader is not misled
 * by a shorter name inside a longer one or by an ordinary word. `means` is the species the
 * words name there (null: none of ours); `where` limits the rule to texts of these countries.
 */
export interface NameRule {
  words: string;
  means: string | null;
  where?: (country: string) => boolean;
}

const AMERICAS = new Set(['US', 'CA', 'MX', 'BZ', 'HN', 'KY', 'BS', 'TC', 'CW', 'BQ', 'VG']);

export const NAME_RULES: NameRule[] = [
  // Australia's and South Africa's names for the sand tiger shark.
  { words: 'grey nurse shark', means: 'sand-tiger-shark' },
  { words: 'ragged-tooth shark', means: 'sand-tiger-shark' },
  // Odontaspis ferox and the Panamic green moray (Gymnothorax castaneus) are not in our data.
  { words: 'smalltooth sand tiger shark', means: null },
  { words: 'panamic green moray', means: null },
  // Outside the Americas, divers' "leopard shark" is the zebra shark (Stegostoma tigrinum);
  // Triakis semifasciata lives off California and Mexico.
  { words: 'leopard shark', means: 'zebra-shark', where: (country) => !AMERICAS.has(country) },
  // Moalboal's shoal is of Sardinella, not Sardinops sagax (our "Sardine").
  { words: 'sardine', means: null, where: (country) => country === 'PH' },
  // The word, not the fish (Trachinotus falcatus).
  { words: 'permit system', means: null },
  { words: 'permit is required', means: null },
  { words: 'permit from', means: null },
  { words: 'permits from', means: null },
  // Hammerheads El Bajo was famous for once; our sightings say what divers see now.
  { words: 'once famous for schooling scalloped hammerhead', means: null },
];

/** Lower case without accents, so "Galápagos" and "galapagos" compare equal. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Name {
  species: string | null;
  pattern: RegExp;
  where?: (country: string) => boolean;
}

/** Every way our texts name a species: the rules, then common names (singular or plural). */
function namesOf(data: SeedDataset, rules: NameRule[]): Name[] {
  const pattern = (words: string) =>
    new RegExp(`(?<![\\p{L}-])${escape(plain(words))}(?:s|es)?(?![\\p{L}-])`, 'gu');
  // Rules first: where a rule and a common name cover the same words, the rule wins.
  return [
    ...rules.map((r) => ({ species: r.means, pattern: pattern(r.words), where: r.where })),
    ...data.species.map((s) => ({ species: s.slug, pattern: pattern(s.commonName) })),
  ];
}

interface Mention {
  start: number;
  end: number;
  species: string | null;
}

/**
 * Where a text (already `plain`) names species: the longest name wins where names overlap
 * ("tawny nurse shark", not "nurse shark"; "grey nurse shark", the sand tiger shark).
 */
function mentions(text: string, names: Name[], country: string): Mention[] {
  const found: Mention[] = [];
  for (const name of names) {
    if (name.where && !name.where(country)) continue;
    for (const m of text.matchAll(name.pattern)) {
      found.push({ start: m.index, end: m.index + m[0].length, species: name.species });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: Mention[] = [];
  for (const f of found) {
    if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The species a description names. */
const speciesNamed = (text: string, names: Name[], country: string) => [
  ...new Set(mentions(plain(text), names, country).flatMap((m) => m.species ?? [])),
];

/** An article's sentences: table rows and list items are one each; prose splits at . ! ? */
function sentences(body: string): string[] {
  return body
    .split('\n')
    .flatMap((line) => (line.startsWith('|') ? [line] : line.split(/(?<=[.!?])\s+(?=[A-Z[*])/)))
    .filter((s) => s.trim() && !s.startsWith('#'));
}

interface Place {
  kind: 'spot' | 'region';
  slug: string;
  start: number;
  end: number;
}
interface Named {
  slug: string;
  start: number;
  end: number;
}

const LINK = /\[([^\]]*)\]\(([^)\s]*)\)/g;

/*
 * The shapes in which an article's sentence places a species, with `@` for a species, read on
 * the text between it and a place link: "species (and species) at/on/around/in/off [place]";
 * "[place], where … species", "[place], home to … species" and "[place] is … species" ("… is
 * one of the best-known whale shark destinations"); and a sentence that opens on its place,
 * "At/On/In [place] …, species …". Any other order is no claim: "from [Blue Corner] to the
 * remaining elkhorn coral in the Caribbean" does not put elkhorn coral in Palau.
 */
const BEFORE_PLACE =
  /^(?:\s*(?:,|and)\s*@)*[^,;:()|@]*\b(?:at|on|around|in|off|near)\s+(?:the\s+)?$/;
const AFTER_PLACE = [
  /^,?\s+where\b[^,;:()|@]*$/,
  /^,\s+home\s+(?:to|of)\b[^,;:()|@]*$/,
  /^(?:\s*,[^;:()|@]*,)?\s+(?:is|are)\b(?![^@]*\b(?:not|no|never)\b)[^,;:()|@]*$/,
];
const OPENING = /^[\s*-]*(?:at|on|in|around)\s+(?:the\s+)?$/;
const AFTER_OPENING = /^[^;:()|]*,[^;:()|]*$/;

/** The species a sentence places at its linked spots and regions. */
function sentenceClaims(
  sentence: string,
  names: Name[],
  countryOf: (place: Place) => string,
): [string, Place][] {
  const places: Place[] = [];
  const linked: Named[] = [];
  for (const m of sentence.matchAll(LINK)) {
    const target = articleLinkTarget(m[2] ?? '');
    const span = { start: m.index, end: m.index + m[0].length };
    if (target?.kind === 'species') linked.push({ slug: target.slug, ...span });
    else if (target) places.push({ kind: target.kind, slug: target.slug, ...span });
  }
  // Names inside a link's text are the link's: a spot called "Whale shark area" is a place.
  const prose = sentence.replace(LINK, (link) => ' '.repeat(link.length));
  const pairs: [string, Place][] = [];
  for (const place of places) {
    // Names read as divers of the place's country say them.
    const species = [
      ...linked,
      ...mentions(prose, names, countryOf(place)).flatMap((m) =>
        m.species ? [{ slug: m.species, start: m.start, end: m.end }] : [],
      ),
    ];
    /** The text from one to the other with each species as `@`; null across another place. */
    const between = (from: number, to: number) => {
      if (places.some((p) => p.start >= from && p.end <= to)) return null;
      const inner = species.filter((t) => t.start >= from && t.end <= to);
      let text = sentence.slice(from, to);
      for (const t of inner.sort((x, y) => y.start - x.start)) {
        text = text.slice(0, t.start - from) + '@' + text.slice(t.end - from);
      }
      return text;
    };
    for (const s of species) {
      const text = place.start > s.end ? between(s.end, place.start) : between(place.end, s.start);
      if (text === null) continue;
      const shapes =
        place.start > s.end
          ? [BEFORE_PLACE]
          : OPENING.test(sentence.slice(0, place.start))
            ? [...AFTER_PLACE, AFTER_OPENING]
            : AFTER_PLACE;
      if (shapes.some((shape) => shape.test(text))) pairs.push([s.slug, place]);
    }
  }
  return pairs;
}

/** Every place a species is placed at by our regions', spots' and articles' texts. */
export function placeClaims(
  data: SeedDataset,
  articles: SeedArticle[],
  rules: NameRule[] = NAME_RULES,
): PlaceClaim[] {
  const names = namesOf(data, rules);
  const regionCountry = new Map(data.regions.map((r) => [r.slug, r.country]));
  const spotRegion = new Map(data.spots.map((s) => [s.slug, s.region]));
  const claims: PlaceClaim[] = [];
  for (const r of data.regions) {
    for (const species of speciesNamed(r.description, names, r.country)) {
      const place = { kind: 'region' as const, slug: r.slug };
      claims.push({ source: `region ${r.slug}`, species, place, text: r.description });
    }
  }
  for (const s of data.spots) {
    const country = regionCountry.get(s.region) ?? '';
    for (const species of speciesNamed(s.description, names, country)) {
      const place = { kind: 'spot' as const, slug: s.slug };
      claims.push({ source: `spot ${s.slug}`, species, place, text: s.description });
    }
  }
  const countryOf = (place: Place) =>
    regionCountry.get(place.kind === 'spot' ? (spotRegion.get(place.slug) ?? '') : place.slug) ??
    '';
  for (const article of articles) {
    for (const sentence of sentences(article.body).map(plain)) {
      for (const [species, p] of sentenceClaims(sentence, names, countryOf)) {
        const place = { kind: p.kind, slug: p.slug };
        claims.push({ source: `article ${article.slug}`, species, place, text: sentence });
      }
    }
  }
  return claims;
}

/** The claims no sighting of the dataset matches, as `source: species at kind slug`. */
export function unmatchedClaims(data: SeedDataset, claims: PlaceClaim[]): string[] {
  const spotRegion = new Map(data.spots.map((s) => [s.slug, s.region]));
  const seen = new Set(
    data.species.flatMap((s) =>
      s.sightings.flatMap((x) => [
        `${s.slug}@spot:${x.spot}`,
        `${s.slug}@region:${spotRegion.get(x.spot) ?? ''}`,
      ]),
    ),
  );
  const missing = claims
    .filter((c) => !seen.has(`${c.species}@${c.place.kind}:${c.place.slug}`))
    .map((c) => `${c.source}: ${c.species} at ${c.place.kind} ${c.place.slug}`);
  return [...new Set(missing)];
}
