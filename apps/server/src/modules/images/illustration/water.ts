import type { WaterPalette } from './palettes.ts';
import { f, type Random } from './random.ts';

/** Every scene is drawn on this canvas and scaled (cropped to fill) to the requested size. */
export const W = 800;
export const H = 500;

/** Shared gradients and filters; ids are fixed because each SVG is its own document. */
export function waterDefs(p: WaterPalette): string {
  return `
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${p.surface}"/>
  <stop offset="0.45" stop-color="${p.mid}"/>
  <stop offset="1" stop-color="${p.deep}"/>
</linearGradient>
<radialGradient id="glow" cx="0.5" cy="0" r="0.75">
  <stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/>
  <stop offset="1" stop-color="${p.light}" stop-opacity="0"/>
</radialGradient>
<linearGradient id="ray" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${p.light}" stop-opacity="0.35"/>
  <stop offset="1" stop-color="${p.light}" stop-opacity="0"/>
</linearGradient>
<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${p.accent[0]}"/>
  <stop offset="1" stop-color="${p.accent[1]}"/>
</linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${p.deep}" stop-opacity="0"/>
  <stop offset="1" stop-color="${p.deep}" stop-opacity="0.55"/>
</linearGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="haze" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2.5"/></filter>`;
}

/** Water gradient, surface glow and light rays fanning down from above. */
export function waterBackground(random: Random, _p: WaterPalette): string {
  const rays: string[] = [];
  const count = random.int(4, 6);
  const origin = random.range(250, 550);
  for (let i = 0; i < count; i++) {
    const x = origin + random.range(-300, 300);
    const top = random.range(18, 50);
    const spread = random.range(60, 160) * (x < origin ? -1 : 1);
    const bottom = random.range(300, 480);
    rays.push(
      `<path d="M${f(x - top / 2)} -10 L${f(x + top / 2)} -10 L${f(x + spread + top)} ${f(bottom)} L${f(x + spread - top)} ${f(bottom)} Z" fill="url(#ray)" opacity="${f(random.range(0.4, 0.9))}"/>`,
    );
  }
  return `<rect width="${W}" height="${H}" fill="url(#water)"/>
<rect width="${W}" height="${H * 0.7}" fill="url(#glow)"/>
<g filter="url(#haze)">${rays.join('')}</g>`;
}

/** Rising bubbles and floating specks, drawn over everything else. */
export function waterForeground(
  random: Random,
  p: WaterPalette,
  bubbles = 10,
  fade = true,
): string {
  const parts: string[] = [];
  for (let i = 0; i < 28; i++) {
    parts.push(
      `<circle cx="${f(random.range(0, W))}" cy="${f(random.range(0, H))}" r="${f(random.range(0.6, 1.8))}" fill="${p.light}" opacity="${f(random.range(0.15, 0.45))}"/>`,
    );
  }
  const column = random.range(80, 720);
  for (let i = 0; i < bubbles; i++) {
    const r = random.range(2, 7);
    parts.push(
      `<circle cx="${f(column + random.range(-40, 40))}" cy="${f(random.range(20, 380))}" r="${f(r)}" fill="${p.light}" fill-opacity="0.12" stroke="${p.light}" stroke-opacity="0.6" stroke-width="1.2"/>`,
    );
  }
  return `${parts.join('')}${fade ? depthFade() : ''}`;
}

/** Darkens the lower part: depth. */
export const depthFade = () => `<rect width="${W}" height="${H}" fill="url(#fade)"/>`;

/** A loose school of small fish, pointing one way, as background life. */
export function fishSchool(
  random: Random,
  color: string,
  at: { x: number; y: number },
  count: number,
  scale = 1,
): string {
  const dir = random.chance(0.5) ? 1 : -1;
  const fish: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = at.x + random.range(-110, 110) * scale;
    const y = at.y + random.range(-45, 45) * scale;
    const s = random.range(0.6, 1.1) * scale;
    fish.push(
      `<path transform="translate(${f(x)} ${f(y)}) scale(${f(dir * s)} ${f(s)})" d="M9 0 C5 -4 -3 -4 -7 0 L-11 -3.5 L-10 0 L-11 3.5 L-7 0 C-3 4 5 4 9 0 Z"/>`,
    );
  }
  return `<g fill="${color}" opacity="0.75">${fish.join('')}</g>`;
}

/** Wraps a scene drawn on the 800×500 canvas into a document of the requested size. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}
