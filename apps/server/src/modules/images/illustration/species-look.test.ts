import { describe, expect, it } from 'vitest';
import { loadSeedDataset } from '../../../db/seed/data/dataset.ts';
import { NEUTRAL_LOOK, TRUE_LOOK_SPECIES } from './species-look.ts';
import { speciesPortrait, speciesScene } from './species-scene.ts';

interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

/** A #rrggbb colour as hue (degrees), saturation and lightness (0–1). */
function hsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: (sector * 60 + 360) % 360, saturation, lightness };
}

/** Every colour an SVG fragment paints with. */
const colours = (svg: string) => [...svg.matchAll(/#[0-9a-f]{6}\b/gi)].map((m) => m[0]);

const ROCK = '#04304a';
const species = loadSeedDataset().species;
const portrait = (slug: string) => {
  const s = species.find((x) => x.slug === slug);
  if (!s) throw new Error(`no species ${slug} in the seed data`);
  return speciesPortrait(s.group, s.family, s.slug, ROCK);
};
/** A colour a diver would read as green or pink. */
const greenOrPink = ({ hue, saturation }: Hsl) =>
  saturation > 0.2 && ((hue >= 75 && hue <= 165) || (hue >= 290 && hue <= 350));

describe('species portraits', () => {
  it('never paint a shark or a ray green or pink', () => {
    const elasmobranchs = species.filter((s) => s.group === 'shark' || s.group === 'ray');
    expect(elasmobranchs.length).toBeGreaterThan(40);
    for (const s of elasmobranchs) {
      const wrong = colours(portrait(s.slug)).filter((c) => greenOrPink(hsl(c)));
      expect(wrong, s.slug).toEqual([]);
    }
  });

  it('draw a species whose true look we do not draw as a grey silhouette with no pattern', () => {
    const neutral = [NEUTRAL_LOOK.body, NEUTRAL_LOOK.fin, NEUTRAL_LOOK.eye];
    for (const colour of neutral) expect(hsl(colour).saturation).toBeLessThan(0.08);
    // Generic stripes, spots and bands are left out, not painted in some colour.
    expect(NEUTRAL_LOOK.marks).toBe('none');
    for (const s of species.filter((x) => !TRUE_LOOK_SPECIES.includes(x.slug))) {
      const painted = new Set(colours(portrait(s.slug).replaceAll(ROCK, '')));
      expect(
        [...painted].filter((c) => !neutral.includes(c)),
        s.slug,
      ).toEqual([]);
    }
    // A fish's stripes, a stingray's spots, a sea snake's bands: not drawn.
    expect(portrait('queen-angelfish')).toContain('stroke="none" stroke-width="9"');
    expect(portrait('southern-stingray')).toContain('<g fill="none" opacity="0.35">');
    expect(portrait('banded-sea-krait')).toContain(
      'stroke="none" stroke-width="18" stroke-dasharray',
    );
  });

  it('draw the whale shark dark blue-grey with pale spots', () => {
    const svg = portrait('whale-shark');
    const body = hsl(/fill="(#[0-9a-f]{6})"\/>\s*<path d="M-40 8/.exec(svg)?.[1] ?? '#ffffff');
    expect(body.lightness).toBeLessThan(0.35);
    expect(body.hue).toBeGreaterThan(190);
    expect(body.hue).toBeLessThan(230);
    const spots = /<g fill="(#[0-9a-f]{6})"[^>]*>((?:<circle [^>]*\/>)+)<\/g>/.exec(svg);
    expect(hsl(spots?.[1] ?? '#000000').lightness).toBeGreaterThan(0.85);
    expect(spots?.[2]?.match(/<circle/g)?.length).toBeGreaterThan(30);
  });

  it('draw the grey reef shark grey with a black-edged tail', () => {
    const svg = portrait('grey-reef-shark');
    const [body = '#ffffff'] = colours(svg.slice(svg.indexOf('<path d="M-96 0')));
    expect(hsl(body).saturation).toBeLessThan(0.15);
    const edge = /<path d="M-112 -48 [^"]*" stroke="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '#ffffff';
    expect(hsl(edge).lightness).toBeLessThan(0.12);
  });

  it('draw true looks only of species in our data, into the scene as its subject', () => {
    const slugs = new Set(species.map((s) => s.slug));
    expect(TRUE_LOOK_SPECIES.filter((slug) => !slugs.has(slug))).toEqual([]);
    const scene = speciesScene(7, 'shark', 'Rhincodontidae', 800, 500, 'whale-shark');
    const subject = scene.slice(scene.indexOf('<g id="subject"'));
    expect(subject).toContain(
      speciesPortrait('shark', 'Rhincodontidae', 'whale-shark', '#000000').slice(0, 200),
    );
  });
});
