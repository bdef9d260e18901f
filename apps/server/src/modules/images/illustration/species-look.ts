/**
 * How a species portrait is painted. A generated picture must not teach a diver the wrong
 * animal (a green whale shark, a pink grey reef shark): a species is drawn in its true colours
 * and pattern only where we are sure of them, and otherwise as a plain silhouette in neutral
 * greys, with no markings that would suggest a pattern.
 */
export interface SpeciesLook {
  body: string;
  fin: string;
  eye: string;
  /** Colour of the silhouette's generic markings (stripes, spots, bands); 'none' hides them. */
  marks: string;
  /** The species' own pattern, drawn over the silhouette in its coordinates (facing right). */
  pattern?: string;
}

/** Every species whose true look is not drawn: neutral greys, no markings. */
export const NEUTRAL_LOOK: SpeciesLook = {
  body: '#6b7075',
  fin: '#585d62',
  eye: '#e8e8e8',
  marks: 'none',
};

/** Where the shark silhouette's back (upper) and belly (lower) run, by x. */
const SHARK_OUTLINE: readonly [x: number, upper: number, lower: number][] = [
  [-80, -8, 6],
  [-40, -16, 13],
  [0, -21, 18],
  [40, -21, 18],
  [80, -15, 14],
  [104, -8, 8],
];

function sharkHeight(x: number): [upper: number, lower: number] {
  const next = SHARK_OUTLINE.findIndex(([px]) => px >= x);
  const [x1, u1, l1] = SHARK_OUTLINE[Math.max(0, next - 1)] ?? [0, 0, 0];
  const [x2, u2, l2] = SHARK_OUTLINE[next] ?? [x1, u1, l1];
  const t = x2 === x1 ? 0 : (x - x1) / (x2 - x1);
  return [u1 + (u2 - u1) * t, l1 + (l2 - l1) * t];
}

/** Rows of pale spots over the back and flanks, as on every whale shark; the belly is plain. */
function whaleSharkSpots(): string {
  const spots: string[] = [];
  for (let x = -72; x <= 96; x += 11) {
    const [upper, lower] = sharkHeight(x);
    const flank = upper + (lower - upper) * 0.62;
    for (let y = upper + 4, row = 0; y <= flank; y += 6.5, row++) {
      const cx = x + (row % 2) * 5.5;
      // Leave the eye clear.
      if (Math.hypot(cx - 88, y + 4) < 7) continue;
      spots.push(`<circle cx="${cx.toFixed(1)}" cy="${y.toFixed(1)}" r="1.9"/>`);
    }
  }
  return `<g fill="#e6edf2" opacity="0.9">${spots.join('')}</g>`;
}

/** The broad black trailing edge of the tail that names the grey reef shark. */
const BLACK_TAIL_EDGE = `<path d="M-112 -48 C-104 -24 -100 -10 -92 2 L-108 30" stroke="#15181b" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;

/** Species drawn true to life, by slug: only colours and patterns we are sure of. */
const TRUE_LOOKS: Readonly<Record<string, SpeciesLook>> = {
  // Rhincodon typus: dark blue-grey above with pale spots.
  'whale-shark': {
    body: '#3d5062',
    fin: '#334456',
    eye: '#1b242d',
    marks: 'none',
    pattern: whaleSharkSpots(),
  },
  // Carcharhinus amblyrhynchos: plain grey, the tail's trailing edge black.
  'grey-reef-shark': {
    body: '#7c8894',
    fin: '#6d7985',
    eye: '#1b242d',
    marks: 'none',
    pattern: BLACK_TAIL_EDGE,
  },
};

/** How to paint a species: its true look when we draw one, else the neutral silhouette. */
export function speciesLook(slug: string | null): SpeciesLook {
  return (slug && TRUE_LOOKS[slug]) || NEUTRAL_LOOK;
}

/** The slugs of the species drawn in their true look. */
export const TRUE_LOOK_SPECIES = Object.keys(TRUE_LOOKS);
