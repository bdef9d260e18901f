import { describe, expect, it } from 'vitest';
import { loadSeedArticles, type SeedArticle } from './articles.ts';
import { loadSeedDataset, type SeedDataset } from './dataset.ts';
import type { SeedRegion, SeedSpecies, SeedSpot } from './schema.ts';
import { placeClaims, unmatchedClaims } from './species-places.ts';

/*
 * Region descriptions that name a species in the open water around the region, where no spot
 * of our dataset stands for that water: a sighting at one of the region's spots would put the
 * animal where it is not. Adding a real spot there, with its sightings, clears a line (the test
 * then asks for the line to go).
 */
const NO_SPOT_YET = [
  // "seasonal whale shark encounters in the surrounding deep water": our one Utila spot is a wreck off the town.
  'region utila: whale-shark at region utila',
  // "winter great hammerhead dives": neither the Sapona wreck nor the Bimini Road is where they happen.
  'region bimini: great-hammerhead at region bimini',
  // Marine iguanas: none of our six Galápagos spots' notes mentions them.
  'region galapagos-islands: marine-iguana at region galapagos-islands',
  // Spinner dolphins: our one Noronha spot is Baía do Sancho, whose notes do not mention them.
  'region fernando-de-noronha: spinner-dolphin at region fernando-de-noronha',
  // "humpback whales in winter": seen offshore; our Ningaloo spots are a pier, two beaches and a bay.
  'region ningaloo: humpback-whale at region ningaloo',
  // "occasional whale sharks in season": our one Muscat spot is Fahal Island, whose notes do not say so.
  'region muscat: whale-shark at region muscat',
  // Tiger sharks are met off the shoal; our two spots are the Cathedral gully and the Produce wreck.
  'region aliwal-shoal: tiger-shark at region aliwal-shoal',
  // Cape fur seals: none of our four Cape Peninsula spots is a seal colony.
  'region cape-peninsula-false-bay: cape-fur-seal at region cape-peninsula-false-bay',
  // "whale sharks pass offshore in season": our one Watamu spot is the lagoon's coral gardens.
  'region watamu: whale-shark at region watamu',
  // "whale sharks offshore in season": our one Nosy Be spot is the Nosy Tanikely reserve.
  'region nosy-be: whale-shark at region nosy-be',
];

describe('our texts and our sightings agree', () => {
  it('every species a region, spot or article places somewhere is seen there', () => {
    const data = loadSeedDataset();
    const claims = placeClaims(data, loadSeedArticles());
    expect(unmatchedClaims(data, claims)).toEqual(NO_SPOT_YET);
  });
});

const region = (slug: string, description: string, country = 'AU'): SeedRegion => ({
  slug,
  name: slug,
  country,
  description,
  bounds: { north: 1, east: 1, south: 0, west: 0 },
});
const spot = (slug: string, regionSlug: string, description = 'A reef.'): SeedSpot => ({
  slug,
  name: slug,
  region: regionSlug,
  latitude: 0,
  longitude: 0,
  description,
  siteType: 'reef',
  waterType: 'ocean',
  level: 'beginner',
  activities: ['scuba'],
});
const species = (commonName: string): SeedSpecies => ({
  slug: commonName.toLowerCase().replaceAll(' ', '-'),
  commonName,
  scientificName: 'Genus species',
  group: 'shark',
  family: 'Family',
  description: 'An animal.',
  sightings: [],
});
const article = (body: string): SeedArticle => ({
  slug: 'an-article',
  title: 'An article',
  summary: 'A summary.',
  tags: ['marine-life'],
  author: 'DiveSpot team',
  publishedAt: '2026-11-26',
  body,
});

/** A coast in Australia and a cape in the US, and the species they name seen nowhere. */
const COAST: SeedDataset = {
  regions: [
    region('coast', 'A coast with whale sharks in autumn and grey nurse sharks.'),
    region('cape', 'A cape.', 'US'),
  ],
  spots: [
    spot('bay', 'coast', 'A bay where tawny nurse sharks rest and leopard sharks visit.'),
    spot('pier', 'coast'),
    spot('point', 'cape', 'A point with leopard sharks and a permit system.'),
  ],
  species: [
    'Whale shark',
    'Nurse shark',
    'Tawny nurse shark',
    'Sand tiger shark',
    'Leopard shark',
    'Zebra shark',
    'Permit',
    'Elkhorn coral',
  ].map(species),
  diveCenters: [],
};
const QUIET: SeedDataset = {
  ...COAST,
  regions: COAST.regions.map((r) => ({ ...r, description: 'A stretch of coast.' })),
  spots: COAST.spots.map((s) => ({ ...s, description: 'A reef.' })),
};

const missing = (data: SeedDataset, articles: SeedArticle[] = []) =>
  unmatchedClaims(data, placeClaims(data, articles));

describe('placeClaims', () => {
  it('reads the species a region’s or a spot’s description names, by their longest name', () => {
    expect(missing(COAST)).toEqual([
      'region coast: whale-shark at region coast',
      // Australia's grey nurse shark is the sand tiger shark, not the nurse shark.
      'region coast: sand-tiger-shark at region coast',
      'spot bay: tawny-nurse-shark at spot bay',
      // Outside the Americas, a leopard shark is a zebra shark.
      'spot bay: zebra-shark at spot bay',
      // Off California it is Triakis semifasciata; a permit system is no fish.
      'spot point: leopard-shark at spot point',
    ]);
  });

  it('is content with a sighting at the spot, or at any spot of the region', () => {
    const seenAt = (...spots: string[]) => ({
      ...COAST,
      species: COAST.species.map((s) => ({
        ...s,
        sightings: spots.map((slug) => ({ spot: slug, months: [3] })),
      })),
    });
    expect(missing(seenAt('pier', 'bay', 'point'))).toEqual([]);
    expect(missing(seenAt('pier'))).toEqual([
      'spot bay: tawny-nurse-shark at spot bay',
      'spot bay: zebra-shark at spot bay',
      'spot point: leopard-shark at spot point',
    ]);
  });

  it('reads the shapes in which an article places a species at a linked spot or region', () => {
    const claimed = (sentence: string) => missing(QUIET, [article(sentence)]);
    const bay = '[the Bay](/spots/bay)';
    const coast = '[the Coast](/locations/regions/coast)';
    expect(
      claimed(`Whale sharks and [tawny nurse sharks](/marine-life/tawny-nurse-shark) at ${bay}.`),
    ).toEqual([
      'article an-article: tawny-nurse-shark at spot bay',
      'article an-article: whale-shark at spot bay',
    ]);
    for (const sentence of [
      `Divers love ${coast}, where whale sharks gather in autumn.`,
      `${coast} is one of the best-known whale shark destinations.`,
      `At ${coast}, a cape in the west, whale sharks pass in May.`,
      `See ${coast}, home to whale sharks.`,
      // Another place in between: the sentence puts whale sharks at the coast only.
      `Whale sharks at ${coast}, not at ${bay}.`,
    ]) {
      expect(claimed(sentence), sentence).toEqual([
        'article an-article: whale-shark at region coast',
      ]);
    }
    // No claim: another order, a denial, or a name inside a link's text.
    for (const sentence of [
      `From ${bay} to the remaining elkhorn coral in the Caribbean, reefs face threats.`,
      `Whale sharks gather in Mexico; the nearest place we list is ${coast}.`,
      `${coast} is not a place for whale sharks.`,
      'Trips leave from [Whale Shark Point](/spots/bay).',
    ]) {
      expect(claimed(sentence), sentence).toEqual([]);
    }
  });
});
