import type { WaterPalette } from './palettes.ts';
import { waterPalette } from './palettes.ts';
import { f, Random } from './random.ts';
import {
  branchCoral,
  diver,
  dome,
  kelp,
  ridge,
  seaFan,
  smoothClosed,
  wreck,
} from './scene-elements.ts';
import {
  fishSchool,
  H,
  svgDocument,
  W,
  waterBackground,
  waterDefs,
  waterForeground,
} from './water.ts';

type Motif = 'reef' | 'wall' | 'wreck' | 'pinnacle' | 'cave' | 'cenote' | 'kelp';

const MOTIFS: Record<string, Motif> = {
  wall: 'wall',
  fissure: 'wall',
  wreck: 'wreck',
  pinnacle: 'pinnacle',
  seamount: 'pinnacle',
  cave: 'cave',
  cavern: 'cave',
  cenote: 'cenote',
  sinkhole: 'cenote',
  kelp: 'kelp',
  lake: 'kelp',
};

/** One coral of a random kind: a boulder dome, a branching coral or a sea fan. */
function coral(r: Random, x: number, y: number, scale: number, color: string): string {
  const kind = r.int(0, 2);
  if (kind === 0) return dome(x, y, r.range(26, 50) * scale, color);
  if (kind === 1) return branchCoral(r, x, y, r.range(90, 150) * scale, color);
  return seaFan(r, x, y, r.range(80, 130) * scale, color);
}

/** Coral garden along the seabed: a hazy far row in silhouette, a colourful near row. */
function reefBed(r: Random, p: WaterPalette, y: number): string {
  const far: string[] = [];
  for (let x = r.range(0, 50); x < W + 40; x += r.range(50, 90))
    far.push(coral(r, x, y - 25 + r.range(-8, 8), 0.7, p.silhouette));
  const near: string[] = [];
  const colors = [p.accent[0], p.accent[1], p.warm, p.silhouette, p.silhouette];
  for (let x = r.range(10, 60); x < W + 40; x += r.range(60, 110))
    near.push(coral(r, x, y + 20 + r.range(-6, 10), 1, r.pick(colors)));
  return `${ridge(r, y - 30, 12, p.silhouette, 0.3)}<g opacity="0.35">${far.join('')}</g>
${ridge(r, y, 10, p.silhouette, 0.55)}<g opacity="0.95">${near.join('')}</g>${ridge(r, y + 35, 8, p.silhouette)}`;
}

function wallScene(r: Random, p: WaterPalette): string {
  const left = r.chance(0.5);
  const edge: string[] = [];
  for (let y = -10; y <= H + 10; y += 50) edge.push(`${f(r.range(180, 300))} ${y}`);
  const wallPath = `M0 -10 L${edge.map((pt) => pt).join(' L')} L0 ${H + 10} Z`;
  const fans: string[] = [];
  for (let y = 90; y < H; y += r.range(70, 110)) {
    const pt = edge[Math.round((y + 10) / 50)]?.split(' ')[0] ?? '200';
    fans.push(
      seaFan(r, Number(pt) - 10, y, r.range(50, 80), r.chance(0.5) ? p.accent[0] : p.accent[1]),
    );
  }
  const mirror = left ? '' : ` transform="translate(${W} 0) scale(-1 1)"`;
  return `${fishSchool(r, p.silhouette, { x: left ? 560 : 240, y: 160 }, 14, 1.2)}
<g${mirror}><path d="${wallPath}" fill="${p.silhouette}"/><g opacity="0.9">${fans.join('')}</g></g>
${diver(left ? 470 : 330, 290, 1.15, p.silhouette, left ? -1 : 1)}`;
}

function pinnacleScene(r: Random, p: WaterPalette): string {
  const cx = r.range(320, 480);
  const top = r.range(150, 210);
  const body = `M${f(cx - 170)} ${H} C${f(cx - 120)} ${f(H - 120)} ${f(cx - 70)} ${f(top + 80)} ${f(cx - 45)} ${f(top + 10)} C${f(cx - 20)} ${f(top - 20)} ${f(cx + 30)} ${f(top - 18)} ${f(cx + 55)} ${f(top + 15)} C${f(cx + 80)} ${f(top + 90)} ${f(cx + 120)} ${f(H - 130)} ${f(cx + 190)} ${H} Z`;
  return `${ridge(r, 430, 12, p.silhouette, 0.4)}
${fishSchool(r, p.light, { x: cx + r.range(-200, 200), y: 110 }, 22, 1.1)}
<path d="${body}" fill="${p.silhouette}"/>
${branchCoral(r, cx - 10, top + 4, 80, p.accent[0])}${dome(cx + 30, top + 10, 20, 'url(#accent)')}
${seaFan(r, cx - 60, top + 70, 60, p.accent[1])}
${fishSchool(r, p.silhouette, { x: cx + r.range(-250, 250), y: 300 }, 10, 1.6)}`;
}

function caveScene(r: Random, p: WaterPalette, cenote: boolean): string {
  // A dark rock frame (even-odd) around a bright opening; a cenote opens upwards to the sky.
  const cx = r.range(360, 440);
  const cy = cenote ? 150 : r.range(220, 260);
  const rx = cenote ? 230 : 250;
  const ry = cenote ? 170 : 150;
  const points: [number, number][] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const k = r.range(0.85, 1.12);
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const opening = smoothClosed(points);
  const shaft = cenote
    ? `<path d="M${f(cx - 90)} -10 L${f(cx + 90)} -10 L${f(cx + 200)} ${H} L${f(cx - 200)} ${H} Z" fill="url(#ray)" opacity="0.9" filter="url(#haze)"/>`
    : '';
  const drips = cenote
    ? ''
    : Array.from({ length: 5 }, () => {
        const x = cx + r.range(-rx * 0.7, rx * 0.7);
        const top = cy - ry * 0.9;
        return `<path d="M${f(x - 12)} ${f(top - 20)} L${f(x + 12)} ${f(top - 20)} L${f(x + r.range(-3, 3))} ${f(top + r.range(20, 60))} Z"/>`;
      }).join('');
  return `${shaft}${ridge(r, cy + ry * 0.55, 12, p.silhouette, 0.6)}${diver(cx + r.range(-60, 60), cy + r.range(0, 50), 0.8, p.silhouette, r.chance(0.5) ? 1 : -1)}
<path fill-rule="evenodd" d="M-10 -10 L${W + 10} -10 L${W + 10} ${H + 10} L-10 ${H + 10} Z ${opening}" fill="${p.silhouette}"/>
<g fill="${p.silhouette}">${drips}</g>
<path d="${opening}" fill="none" stroke="${p.light}" stroke-opacity="0.18" stroke-width="6" filter="url(#haze)"/>
${ridge(r, 470, 10, p.silhouette)}`;
}

function kelpScene(r: Random, p: WaterPalette, fresh: boolean): string {
  const far = fresh ? '#3f6d4e' : '#5b6b2a';
  const near = fresh ? '#1f3d2c' : '#3a4a16';
  const strands: string[] = [];
  for (let x = r.range(-20, 40); x < W + 30; x += r.range(55, 95))
    strands.push(kelp(r, x, r.range(40, 160), far, r.range(4, 6)));
  const front: string[] = [];
  for (let x = r.range(0, 80); x < W + 30; x += r.range(140, 220))
    front.push(kelp(r, x, r.range(10, 90), near, r.range(7, 10)));
  return `<g opacity="0.55">${strands.join('')}</g>${fishSchool(r, p.light, { x: r.range(250, 550), y: 220 }, 12, 1)}
<g opacity="0.95">${front.join('')}</g>${ridge(r, 460, 10, p.silhouette)}`;
}

function reefScene(r: Random, p: WaterPalette): string {
  return `${fishSchool(r, p.silhouette, { x: r.range(200, 600), y: r.range(140, 230) }, 18, 1.1)}
${r.chance(0.5) ? diver(r.range(220, 560), r.range(150, 230), 0.9, p.silhouette, r.chance(0.5) ? 1 : -1) : ''}
${reefBed(r, p, r.range(350, 380))}
${fishSchool(r, 'url(#accent)', { x: r.range(250, 550), y: 330 }, 5, 1.5)}`;
}

/**
 * An underwater scene for a dive spot: its site type picks the motif (reef, wall, wreck,
 * pinnacle, cave, cenote, kelp), its id the colours and every random detail.
 */
export function spotScene(
  id: number,
  siteType: string | null,
  waterType: string | null,
  width: number,
  height: number,
): string {
  const r = new Random(`spot:${id}`);
  const fresh = ['lake', 'spring', 'cenote', 'river', 'quarry'].includes(waterType ?? '');
  const p = waterPalette(r, fresh);
  const motif = MOTIFS[siteType ?? ''] ?? (fresh ? 'kelp' : 'reef');
  const scene =
    motif === 'wall'
      ? wallScene(r, p)
      : motif === 'wreck'
        ? `${fishSchool(r, p.silhouette, { x: r.range(250, 550), y: 150 }, 16, 1.2)}${ridge(r, 440, 10, p.silhouette, 0.45)}${wreck(r.range(140, 260), r.range(330, 360), r.range(1.2, 1.5), p.silhouette, p.light)}${ridge(r, 455, 8, p.silhouette)}`
        : motif === 'pinnacle'
          ? pinnacleScene(r, p)
          : motif === 'cave' || motif === 'cenote'
            ? caveScene(r, p, motif === 'cenote')
            : motif === 'kelp'
              ? kelpScene(r, p, fresh)
              : reefScene(r, p);
  return svgDocument(
    width,
    height,
    waterDefs(p),
    `${waterBackground(r, p)}${scene}${waterForeground(r, p)}`,
  );
}
