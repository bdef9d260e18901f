import { waterPalette } from './palettes.ts';
import { f, Random } from './random.ts';
import { branchCoral, ridge } from './scene-elements.ts';
import { speciesLook } from './species-look.ts';
import { speciesShape } from './species-shapes.ts';
import {
  depthFade,
  fishSchool,
  svgDocument,
  waterBackground,
  waterDefs,
  waterForeground,
} from './water.ts';

/** Groups that live on the bottom: drawn standing on a seabed rather than mid-water. */
const BENTHIC = ['coral', 'sponge', 'seagrass', 'worm', 'echinoderm', 'crustacean', 'mollusc'];

/**
 * A species portrait: a stylised silhouette of its group (fish, shark, ray, turtle, nudibranch,
 * octopus, eel, seahorse, jellyfish…) floating in a light halo, in the species' true colours
 * where we draw them, else in neutral greys (species-look.ts). The subject is `<g id="subject">`.
 */
export function speciesScene(
  id: number,
  group: string | null,
  family: string | null,
  width: number,
  height: number,
  slug: string | null = null,
): string {
  const r = new Random(`species:${id}`);
  const p = waterPalette(r);
  const { shape, stretch } = speciesShape(group, family);
  const benthic = BENTHIC.includes(group ?? '');
  const flip = r.chance(0.5) ? -1 : 1;
  const scale = benthic ? 1.55 : 1.8;
  const x = 400 + r.range(-30, 30);
  const y = benthic ? 285 : 250 + r.range(-15, 15);
  const tilt = benthic ? 0 : r.range(-8, 8);
  const place = `translate(${f(x)} ${f(y)}) rotate(${f(tilt)}) scale(${f(scale * stretch * flip)} ${f(scale)})`;
  const body = speciesPortrait(group, family, slug, p.silhouette);
  const shadow = shape(p.deep, p.deep, p.deep, p.deep, 'none');
  const halo = `<defs><radialGradient id="halo"><stop offset="0" stop-color="${p.light}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="${f(x)}" cy="${f(y - 10)}" rx="300" ry="210" fill="url(#halo)"/>`;
  const floor = benthic
    ? `${ridge(r, 420, 10, p.silhouette, 0.5)}${branchCoral(r, r.range(60, 160), 470, 110, p.silhouette)}${branchCoral(r, r.range(640, 740), 470, 120, p.silhouette)}${ridge(r, 455, 8, p.silhouette)}`
    : ridge(r, 455, 12, p.silhouette, 0.55);
  return svgDocument(
    width,
    height,
    waterDefs(p),
    `${waterBackground(r, p)}${halo}
${fishSchool(r, p.silhouette, { x: r.range(150, 650), y: r.range(90, 150) }, 12, 0.9)}
${floor}${depthFade()}
<g transform="translate(10 18)" opacity="0.3" filter="url(#soft)"><g transform="${place}">${shadow}</g></g>
<g id="subject" transform="${place}">${body}</g>
${waterForeground(r, p, 6, false)}`,
  );
}

/**
 * A species' silhouette facing right in a box about 200×120 centred on 0,0: in its true look
 * where we draw one, else neutral; `rock` colours any rock it is drawn against.
 */
export function speciesPortrait(
  group: string | null,
  family: string | null,
  slug: string | null,
  rock: string,
): string {
  const look = speciesLook(slug);
  const { shape } = speciesShape(group, family);
  return shape(look.body, look.fin, look.eye, rock, look.marks) + (look.pattern ?? '');
}
