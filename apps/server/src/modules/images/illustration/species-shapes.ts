/**
 * Silhouettes of marine life, each drawn facing right in a box about 200×120 centred on 0,0.
 * `a` is the body fill, `b` the fins', `e` the eye's, `dark` the colour of rock around it and
 * `m` the colour of markings that suggest a pattern (stripes, spots, bands, highlights): 'none'
 * leaves them out, so a species whose look we do not know is a plain silhouette.
 */
export type Shape = (a: string, b: string, e: string, dark: string, m: string) => string;

const fish: Shape = (a, b, e, _dark, m) => `
<path d="M-70 0 L-100 -32 C-92 -12 -92 12 -100 32 Z" fill="${b}"/>
<path d="M-20 -38 C-5 -62 30 -60 45 -34 Z M-10 36 C0 52 20 52 28 34 Z" fill="${b}"/>
<path d="M-78 0 C-50 -46 40 -52 82 -10 C92 -2 92 2 82 10 C40 52 -50 46 -78 0 Z" fill="${a}"/>
<path d="M-20 -28 C-26 -8 -26 8 -20 28 M10 -36 C4 -12 4 12 10 36" stroke="${m}" stroke-width="7" fill="none" opacity="0.55"/>
<circle cx="58" cy="-8" r="7" fill="${e}"/><circle cx="60" cy="-8" r="3" fill="${a}"/>`;

const discFish: Shape = (a, b, e, _dark, m) => `
<path d="M-50 0 L-80 -24 C-74 -8 -74 8 -80 24 Z" fill="${b}"/>
<path d="M-40 -30 C-40 -80 10 -96 30 -50 Z M-40 30 C-40 80 10 96 30 50 Z" fill="${b}"/>
<path d="M-58 0 C-58 -60 40 -80 74 -6 C78 0 78 2 74 8 C40 80 -58 60 -58 0 Z" fill="${a}"/>
<path d="M-16 -52 C-30 -20 -30 20 -16 52 M22 -50 C10 -18 10 18 22 50" stroke="${m}" stroke-width="9" fill="none" opacity="0.6"/>
<circle cx="52" cy="-10" r="6.5" fill="${e}"/><circle cx="54" cy="-10" r="3" fill="${a}"/>`;

const shark: Shape = (a, b, e, _dark, m) => `
<path d="M-82 -2 L-112 -48 C-104 -24 -100 -10 -92 2 L-108 30 C-96 22 -88 12 -80 4 Z" fill="${b}"/>
<path d="M-8 -18 L8 -60 C12 -40 22 -24 34 -16 Z M20 14 L-4 46 C16 38 32 28 44 18 Z" fill="${b}"/>
<path d="M-96 0 C-60 -18 0 -26 60 -20 C90 -16 108 -6 116 2 C104 12 80 18 60 18 C0 22 -60 14 -96 0 Z" fill="${a}"/>
<path d="M-40 8 C-10 14 40 16 80 10" stroke="${m}" stroke-width="3" opacity="0.35" fill="none"/>
<circle cx="88" cy="-4" r="3.5" fill="${e}"/>`;

const manta: Shape = (a, b, _e, _dark, m) => `
<path d="M0 40 C4 70 2 100 -4 130" stroke="${b}" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M0 -40 C-30 -38 -70 -20 -120 20 C-80 22 -40 28 -14 40 L0 46 L14 40 C40 28 80 22 120 20 C70 -20 30 -38 0 -40 Z" fill="${a}"/>
<path d="M-14 -38 C-22 -50 -20 -58 -10 -56 Z M14 -38 C22 -50 20 -58 10 -56 Z" fill="${a}"/>
<path d="M-40 -8 C-20 0 20 0 40 -8" stroke="${m}" stroke-width="3" opacity="0.3" fill="none"/>
<path d="M-12 4 L-20 10 M12 4 L20 10" stroke="${b}" stroke-width="3"/>`;

const stingray: Shape = (a, b, e, _dark, m) => `
<path d="M60 0 C100 6 130 16 170 40" stroke="${b}" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M-80 0 C-70 -50 20 -64 70 -14 C78 -6 78 6 70 14 C20 64 -70 50 -80 0 Z" fill="${a}"/>
<g fill="${m}" opacity="0.35"><circle cx="-20" cy="-14" r="5"/><circle cx="4" cy="10" r="4"/><circle cx="-30" cy="16" r="4"/><circle cx="20" cy="-20" r="3.5"/></g>
<circle cx="-48" cy="-10" r="4" fill="${e}"/><circle cx="-48" cy="10" r="4" fill="${e}"/>`;

const turtle: Shape = (a, b, e, _dark, m) => `
<path d="M-20 -40 C-30 -90 10 -110 40 -100 C20 -80 10 -60 10 -40 Z M-20 40 C-30 90 10 110 40 100 C20 80 10 60 10 40 Z" fill="${b}"/>
<path d="M-70 -20 L-100 -36 C-90 -20 -84 -10 -72 -4 Z M-70 20 L-100 36 C-90 20 -84 10 -72 4 Z" fill="${b}"/>
<ellipse cx="82" cy="0" rx="24" ry="18" fill="${b}"/>
<ellipse cx="-6" cy="0" rx="76" ry="56" fill="${a}"/>
<path d="M-40 -30 L-10 -40 L20 -30 L20 30 L-10 40 L-40 30 Z M-40 -30 L-66 0 L-40 30 M20 -30 L50 0 L20 30 M-10 -40 L-10 40" stroke="${m}" stroke-opacity="0.35" stroke-width="3" fill="none"/>
<circle cx="92" cy="-7" r="4" fill="${e}"/>`;

const octopus: Shape = (a, _b, e, _dark, m) => {
  const arms = [-70, -42, -14, 14, 42, 70]
    .map(
      (x, i) =>
        `<path d="M${x * 0.4} 10 C${x * 0.7} 50 ${x * 1.3} 60 ${x * 1.2} ${80 + (i % 2) * 10} C${x * 1.1} 100 ${x * 1.5 + (x > 0 ? 15 : -15)} 104 ${x * 1.5 + (x > 0 ? 22 : -22)} 92" stroke="${a}" stroke-width="${14 - Math.abs(x) / 14}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<g transform="translate(0 -20)">${arms}
<path d="M-46 10 C-60 -40 -40 -90 0 -92 C40 -90 60 -40 46 10 C30 24 -30 24 -46 10 Z" fill="${a}"/>
<path d="M-20 -60 C-10 -70 10 -70 20 -60" stroke="${m}" stroke-width="5" fill="none" opacity="0.5"/>
<circle cx="-18" cy="-6" r="8" fill="${e}"/><circle cx="18" cy="-6" r="8" fill="${e}"/>
<rect x="-22" y="-8" width="8" height="4" rx="2" fill="${a}"/><rect x="14" y="-8" width="8" height="4" rx="2" fill="${a}"/></g>`;
};

const squid: Shape = (a, b, e) => `
<path d="M-40 -8 C-80 -20 -100 -10 -120 -24 M-40 0 C-80 0 -110 8 -130 2 M-40 8 C-80 20 -100 14 -118 30" stroke="${b}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M110 0 L80 -36 C70 -20 70 20 80 36 Z" fill="${b}"/>
<path d="M-50 0 C-40 -24 60 -26 110 0 C60 26 -40 24 -50 0 Z" fill="${a}"/>
<circle cx="-26" cy="-4" r="7" fill="${e}"/>`;

const eel: Shape = (a, b, e, dark, m) => `
<ellipse cx="-60" cy="70" rx="90" ry="40" fill="${dark}"/>
<path d="M-60 60 C-60 10 -20 -10 20 -30 C50 -44 80 -44 96 -36 C104 -30 100 -18 90 -16 C70 -14 50 -8 30 6 C0 26 -20 40 -26 64 Z" fill="${a}"/>
<path d="M-40 20 C-10 0 20 -20 60 -34" stroke="${m}" stroke-width="4" fill="none" opacity="0.5"/>
<circle cx="80" cy="-32" r="4.5" fill="${e}"/>
<path d="M92 -22 L100 -20" stroke="${b}" stroke-width="3"/>`;

const seahorse: Shape = (a, b, e) => `
<path d="M6 -60 C40 -70 50 -40 30 -20 C10 0 30 30 20 60 C12 84 -20 96 -30 76 C-38 60 -20 52 -10 62 C-4 68 -12 76 -18 72" stroke="${a}" stroke-width="22" fill="none" stroke-linecap="round"/>
<path d="M-6 -78 C10 -96 40 -90 40 -66 C40 -52 24 -46 6 -50 Z" fill="${a}"/>
<path d="M30 -70 L78 -62 L78 -54 L34 -56 Z" fill="${a}"/>
<path d="M36 -30 C54 -34 60 -16 44 -8 Z" fill="${b}"/>
<path d="M2 -94 L-2 -110 L10 -98 Z M-8 -84 L-22 -94 L-10 -78 Z" fill="${a}"/>
<circle cx="22" cy="-70" r="5" fill="${e}"/>`;

const jellyfish: Shape = (a, b, _e, _dark, m) => `
<g stroke="${b}" fill="none" stroke-linecap="round" opacity="0.8">
<path d="M-40 0 C-50 40 -30 70 -44 110" stroke-width="3"/><path d="M-16 0 C-26 50 -4 80 -18 130" stroke-width="3"/>
<path d="M16 0 C26 50 4 80 18 130" stroke-width="3"/><path d="M40 0 C50 40 30 70 44 110" stroke-width="3"/>
<path d="M-6 0 C-14 30 10 60 -4 96 M6 0 C14 30 -10 60 4 96" stroke-width="9" opacity="0.7"/></g>
<path d="M-66 4 C-66 -70 66 -70 66 4 C50 12 30 2 16 10 C4 2 -4 2 -16 10 C-30 2 -50 12 -66 4 Z" fill="${a}"/>
<path d="M-40 -30 C-30 -48 -10 -54 6 -54" stroke="${m}" stroke-width="6" stroke-linecap="round" opacity="0.45" fill="none"/>`;

const dolphin: Shape = (a, b, e, _dark, m) => `
<path d="M-90 10 L-124 -16 C-116 0 -116 14 -120 34 Z" fill="${b}"/>
<path d="M-10 -28 C0 -60 20 -66 30 -64 C18 -54 14 -40 16 -26 Z M20 16 L0 44 C20 38 36 28 44 16 Z" fill="${b}"/>
<path d="M-100 10 C-60 -30 20 -40 70 -20 C90 -12 100 -4 128 -2 C130 2 126 6 118 6 C100 8 90 12 70 20 C20 34 -50 30 -100 10 Z" fill="${a}"/>
<path d="M-60 16 C-20 26 40 24 80 12" stroke="${m}" stroke-width="6" opacity="0.3" fill="none"/>
<circle cx="84" cy="-8" r="4" fill="${e}"/>`;

const seal: Shape = (a, b, e) => `
<path d="M-96 10 L-126 -10 L-118 14 L-128 36 Z" fill="${b}"/>
<path d="M10 20 C0 50 -20 60 -36 56 C-20 46 -10 34 -8 20 Z" fill="${b}"/>
<path d="M-104 12 C-80 -30 0 -42 50 -30 C80 -24 96 -16 100 -4 C104 10 90 18 70 20 C20 34 -60 36 -104 12 Z" fill="${a}"/>
<circle cx="78" cy="-14" r="5" fill="${e}"/><path d="M96 2 L110 -2 M96 6 L110 8" stroke="${e}" stroke-width="1.5" opacity="0.6"/>`;

const crab: Shape = (a, b, e) => {
  const legs = [-1, 1]
    .flatMap((s) =>
      [-18, 0, 18].map(
        (y) => `<path d="M${s * 40} ${y} L${s * 80} ${y - 10} L${s * 96} ${y + 26}" />`,
      ),
    )
    .join('');
  return `<g stroke="${b}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round">${legs}
<path d="M-30 -24 L-56 -54 M30 -24 L56 -54"/></g>
<path d="M-76 -70 C-60 -96 -30 -86 -40 -60 C-48 -44 -70 -46 -76 -70 Z M76 -70 C60 -96 30 -86 40 -60 C48 -44 70 -46 76 -70 Z" fill="${a}"/>
<ellipse cx="0" cy="0" rx="58" ry="40" fill="${a}"/>
<path d="M-12 -36 L-16 -52 M12 -36 L16 -52" stroke="${b}" stroke-width="4"/>
<circle cx="-16" cy="-54" r="6" fill="${e}"/><circle cx="16" cy="-54" r="6" fill="${e}"/>`;
};

const shrimp: Shape = (a, b, e) => `
<path d="M60 -20 C110 -70 150 -60 170 -40 M60 -14 C100 -40 140 -10 150 10" stroke="${b}" stroke-width="3" fill="none"/>
<path d="M-96 40 L-120 20 L-116 60 Z" fill="${b}"/>
<path d="M70 -10 C60 -50 0 -60 -40 -40 C-80 -20 -96 10 -96 40 C-70 40 -60 20 -40 10 C-10 -4 30 10 70 -10 Z" fill="${a}"/>
<path d="M-60 -14 C-50 0 -50 14 -56 24 M-30 -34 C-20 -16 -20 0 -26 12 M0 -42 C8 -24 8 -10 4 2 M30 -40 C36 -24 36 -12 32 -2" stroke="${b}" stroke-width="4" fill="none" opacity="0.6"/>
<g stroke="${b}" stroke-width="4" stroke-linecap="round"><path d="M-20 10 L-26 40 M0 4 L-2 34 M20 0 L24 30"/></g>
<circle cx="56" cy="-22" r="5" fill="${e}"/>`;

const starfish: Shape = (a, b, _e, _dark, m) => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const ang = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 34 : 96;
    pts.push(`${(Math.cos(ang) * r).toFixed(1)} ${(Math.sin(ang) * r).toFixed(1)}`);
  }
  const dots = Array.from({ length: 5 }, (_, i) => {
    const ang = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return [30, 52, 72]
      .map(
        (r) =>
          `<circle cx="${(Math.cos(ang) * r).toFixed(1)}" cy="${(Math.sin(ang) * r).toFixed(1)}" r="${(8 - r / 14).toFixed(1)}"/>`,
      )
      .join('');
  }).join('');
  return `<path d="M${pts.join(' L')} Z" fill="${a}" stroke="${a}" stroke-width="18" stroke-linejoin="round"/>
<g fill="${m}" opacity="0.45">${dots}</g><circle r="10" fill="${b}" opacity="0.6"/>`;
};

const urchin: Shape = (a, b, _e, _dark, m) => {
  const spines = Array.from({ length: 36 }, (_, i) => {
    const ang = (i / 36) * Math.PI * 2;
    const r = 70 + (i % 3) * 18;
    return `M${(Math.cos(ang) * 30).toFixed(1)} ${(Math.sin(ang) * 30).toFixed(1)} L${(Math.cos(ang) * r).toFixed(1)} ${(Math.sin(ang) * r).toFixed(1)}`;
  }).join(' ');
  return `<path d="${spines}" stroke="${b}" stroke-width="4" stroke-linecap="round"/>
<circle r="42" fill="${a}"/><circle cx="-12" cy="-14" r="10" fill="${m}" opacity="0.35"/>`;
};

const shell: Shape = (a, b, _e, _dark, m) => {
  const ribs = Array.from({ length: 9 }, (_, i) => {
    const ang = Math.PI * (1.12 + (i * 0.76) / 8);
    return `M0 60 L${(Math.cos(ang) * 100).toFixed(1)} ${(60 + Math.sin(ang) * 100).toFixed(1)}`;
  }).join(' ');
  return `<path d="M-20 60 L-24 80 L24 80 L20 60 Z" fill="${b}"/>
<path d="M0 60 L-86 10 C-90 -30 -50 -40 0 -42 C50 -40 90 -30 86 10 Z" fill="${a}"/>
<path d="${ribs}" stroke="${m}" stroke-opacity="0.4" stroke-width="4"/>`;
};

const featherWorm: Shape = (a, b, _e, _dark, m) => {
  const plumes = Array.from({ length: 15 }, (_, i) => {
    const ang = Math.PI * (0.1 + (i * 0.8) / 14);
    return `M0 10 Q${(Math.cos(ang) * 40).toFixed(1)} ${(10 - Math.sin(ang) * 70).toFixed(1)} ${(Math.cos(ang) * 86).toFixed(1)} ${(10 - Math.sin(ang) * 86).toFixed(1)}`;
  }).join(' ');
  return `<rect x="-12" y="6" width="24" height="110" rx="10" fill="${b}"/>
<path d="${plumes}" stroke="${a}" stroke-width="7" stroke-linecap="round" fill="none"/>
<path d="${plumes}" stroke="${m}" stroke-width="2" stroke-dasharray="3 6" opacity="0.5" fill="none"/>`;
};

const seaSnake: Shape = (a, _b, e, _dark, m) => `
<path d="M-120 40 C-90 -20 -60 -20 -30 30 C0 80 30 70 50 20 C62 -10 80 -24 104 -20" stroke="${a}" stroke-width="18" fill="none" stroke-linecap="round"/>
<path d="M-120 40 C-90 -20 -60 -20 -30 30 C0 80 30 70 50 20 C62 -10 80 -24 104 -20" stroke="${m}" stroke-width="18" stroke-dasharray="10 16" fill="none"/>
<ellipse cx="108" cy="-20" rx="16" ry="11" fill="${a}"/><circle cx="112" cy="-24" r="3" fill="${e}"/>`;

const lizard: Shape = (a, b, e) => `
<path d="M-60 0 C-100 10 -130 40 -150 30" stroke="${a}" stroke-width="16" fill="none" stroke-linecap="round"/>
<path d="M-30 10 L-50 44 M-20 -6 L-44 -40 M50 10 L66 44 M50 -8 L68 -40" stroke="${b}" stroke-width="10" stroke-linecap="round"/>
<path d="M-70 0 C-60 -26 40 -30 80 -14 C110 -10 140 -8 150 0 C140 8 110 12 80 14 C40 30 -60 26 -70 0 Z" fill="${a}"/>
<path d="M-50 -12 L-40 -22 L-30 -12 L-20 -22 L-10 -12 L0 -22 L10 -12 L20 -22 L30 -12" stroke="${b}" stroke-width="4" fill="none"/>
<circle cx="100" cy="-10" r="4" fill="${e}"/>`;

const nudibranch: Shape = (a, b, _e, _dark, m) => {
  const frill = Array.from(
    { length: 9 },
    (_, i) => `<circle cx="${-70 + i * 17}" cy="${-22 + Math.abs(4 - i) * 1.5}" r="9"/>`,
  ).join('');
  return `<g fill="${b}">${frill}</g>
<path d="M-96 20 C-90 -24 60 -34 96 0 C104 10 100 22 90 24 C40 34 -60 34 -96 20 Z" fill="${a}"/>
<g fill="${m}" opacity="0.55"><circle cx="-50" cy="0" r="6"/><circle cx="-10" cy="-6" r="7"/><circle cx="30" cy="-4" r="6"/><circle cx="-30" cy="14" r="4"/><circle cx="10" cy="14" r="4"/></g>
<path d="M66 -12 L76 -50 M82 -6 L96 -42" stroke="${b}" stroke-width="9" stroke-linecap="round"/>
<path d="M-74 -14 C-90 -50 -70 -60 -66 -40 C-62 -60 -44 -56 -56 -20" fill="${b}"/>`;
};

const coral: Shape = (a, b, _e, _dark, m) => `
<g stroke="${a}" stroke-linecap="round" fill="none">
<path d="M0 100 L0 30 L-40 -20 L-56 -70 M-40 -20 L-20 -70 M0 30 L44 -10 L56 -64 M44 -10 L82 -40 M0 30 L6 -40 L-6 -96 M6 -40 L26 -84" stroke-width="18"/></g>
<g fill="${m}" opacity="0.55"><circle cx="-56" cy="-70" r="6"/><circle cx="-20" cy="-70" r="6"/><circle cx="56" cy="-64" r="6"/><circle cx="82" cy="-40" r="6"/><circle cx="-6" cy="-96" r="6"/><circle cx="26" cy="-84" r="6"/></g>
<path d="M-110 100 C-110 60 -60 54 -56 100 Z M60 100 C64 70 110 66 116 100 Z" fill="${b}"/>`;

const seagrass: Shape = (a, b) => `
<g stroke-linecap="round" fill="none" stroke-width="12">
${[-80, -50, -22, 6, 34, 62, 90].map((x, i) => `<path d="M${x} 110 C${x + 10} 40 ${x - 20} 0 ${x + (i % 2 ? 20 : -16)} ${-60 - (i % 3) * 22}" stroke="${i % 2 ? a : b}"/>`).join('')}</g>`;

const sponge: Shape = (a, b, _e, _dark, m) => `
<path d="M-90 100 L-80 -10 C-80 -30 -40 -30 -40 -10 L-30 100 Z M-30 100 L-14 -70 C-14 -96 40 -96 40 -70 L56 100 Z M50 100 L70 10 C72 -6 104 -6 104 10 L110 100 Z" fill="${a}"/>
<ellipse cx="-60" cy="-14" rx="18" ry="7" fill="${b}"/><ellipse cx="13" cy="-74" rx="24" ry="9" fill="${b}"/><ellipse cx="87" cy="6" rx="15" ry="6" fill="${b}"/>
<path d="M-4 -40 L0 90 M24 -40 L30 90" stroke="${m}" stroke-opacity="0.25" stroke-width="4"/>`;

const LONG_FAMILIES = [
  'Sphyraenidae',
  'Aulostomidae',
  'Scombridae',
  'Istiophoridae',
  'Coryphaenidae',
  'Megalopidae',
  'Carangidae',
];
const DISC_FAMILIES = [
  'Pomacanthidae',
  'Chaetodontidae',
  'Zanclidae',
  'Ephippidae',
  'Acanthuridae',
  'Molidae',
];

/** The silhouette for a species group, refined by family (eels, seahorses, octopus vs squid…). */
export function speciesShape(
  group: string | null,
  family: string | null,
): { shape: Shape; stretch: number } {
  const fam = family ?? '';
  const plain = (shape: Shape) => ({ shape, stretch: 1 });
  switch (group) {
    case 'shark':
      return plain(shark);
    case 'ray':
      return plain(
        fam === 'Mobulidae' ||
          fam === 'Myliobatidae' ||
          fam === 'Aetobatidae' ||
          fam === 'Rhinopteridae'
          ? manta
          : stingray,
      );
    case 'turtle':
      return plain(turtle);
    case 'marine-mammal':
      return plain(
        ['Delphinidae', 'Balaenopteridae', 'Physeteridae'].includes(fam) ? dolphin : seal,
      );
    case 'cephalopod':
      return plain(fam.endsWith('octopodidae') || fam === 'Octopodidae' ? octopus : squid);
    case 'nudibranch':
      return plain(nudibranch);
    case 'crustacean':
      return plain(['Xanthidae', 'Inachidae', 'Porcellanidae'].includes(fam) ? crab : shrimp);
    case 'echinoderm':
      return plain(
        ['Diadematidae', 'Toxopneustidae', 'Echinothuriidae'].includes(fam) ? urchin : starfish,
      );
    case 'coral':
      return plain(coral);
    case 'jellyfish':
      return plain(jellyfish);
    case 'mollusc':
      return plain(fam === 'Costasiellidae' ? nudibranch : shell);
    case 'worm':
      return plain(featherWorm);
    case 'reptile':
      return plain(fam === 'Elapidae' ? seaSnake : lizard);
    case 'seagrass':
      return plain(seagrass);
    case 'sponge':
      return plain(sponge);
    default:
      if (['Muraenidae', 'Congridae', 'Ophichthidae'].includes(fam)) return plain(eel);
      if (['Syngnathidae', 'Solenostomidae'].includes(fam)) return plain(seahorse);
      if (DISC_FAMILIES.includes(fam)) return plain(discFish);
      if (LONG_FAMILIES.includes(fam)) return { shape: fish, stretch: 1.35 };
      return plain(fish);
  }
}
