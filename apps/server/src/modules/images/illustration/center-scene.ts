import { waterPalette } from './palettes.ts';
import { f, Random } from './random.ts';
import { branchCoral, diver, dome, ridge, seaFan } from './scene-elements.ts';
import { fishSchool, svgDocument, W, waterDefs } from './water.ts';

const SKIES: [string, string, string][] = [
  ['#8ecdf7', '#d9f0ff', '#fff4c2'],
  ['#f9c58d', '#fde7c8', '#fff1d6'],
  ['#a7c5f9', '#e6eeff', '#ffffff'],
  ['#7fd1e8', '#e0f7fb', '#fff6b3'],
];

/**
 * A dive center: a split view at the waterline, a dive boat flying the red-and-white diver-down
 * flag above, its anchor line and divers below, a reef at the bottom.
 */
export function centerScene(id: number, width: number, height: number): string {
  const r = new Random(`center:${id}`);
  const p = waterPalette(r);
  const [skyTop, skyBottom, sun] = r.pick(SKIES);
  const line = r.range(175, 200);
  const boatX = r.range(250, 470);
  const dir = r.chance(0.5) ? 1 : -1;
  const wave = (y: number) => {
    let d = `M0 ${f(y)}`;
    for (let x = 0; x < W; x += 40) d += ` q10 -5 20 0 t20 0`;
    return `${d} L${W} 500 L0 500 Z`;
  };
  const island = `M${f(r.range(-40, 80))} ${f(line)} C${f(r.range(80, 140))} ${f(line - r.range(40, 70))} ${f(r.range(160, 220))} ${f(line - r.range(30, 60))} ${f(r.range(240, 300))} ${f(line)} Z`;
  const boat = `<g transform="translate(${f(boatX)} ${f(line)}) scale(${dir} 1)">
<path d="M-130 -6 L150 -6 L126 28 L-112 28 Z" fill="#ffffff"/><path d="M-122 8 L142 8 L134 18 L-116 18 Z" fill="${p.mid}"/>
<path d="M-70 -6 L-70 -50 L40 -50 L56 -6 Z" fill="#f8fafc"/><path d="M-60 -40 L-20 -40 L-20 -24 L-60 -24 Z M-10 -40 L30 -40 L38 -24 L-10 -24 Z" fill="${p.deep}" opacity="0.8"/>
<path d="M-92 -6 L-92 -110" stroke="#334155" stroke-width="4"/>
<path d="M-92 -108 L-42 -108 L-42 -74 L-92 -74 Z" fill="#dc2626"/><path d="M-92 -108 L-82 -108 L-42 -80 L-42 -74 L-52 -74 L-92 -102 Z" fill="#ffffff"/>
<path d="M-120 -6 L-120 -22 M-110 -6 L-110 -22 M-130 -20 L20 -20" stroke="#cbd5e1" stroke-width="2" fill="none"/></g>`;
  const anchorX = boatX + dir * 110;
  const below = `<path d="M${f(anchorX)} ${f(line + 24)} C${f(anchorX + 40)} 300 ${f(anchorX - 20)} 380 ${f(anchorX + 30)} 450" stroke="${p.light}" stroke-opacity="0.5" stroke-width="2" fill="none" stroke-dasharray="6 4"/>
${diver(anchorX - dir * 90, r.range(300, 340), 0.9, p.silhouette, dir === 1 ? -1 : 1)}
${diver(anchorX + dir * 120, r.range(360, 390), 0.75, p.silhouette, dir === 1 ? -1 : 1)}
${fishSchool(r, p.silhouette, { x: r.range(150, 650), y: 270 }, 10, 1)}
${ridge(r, 445, 10, p.silhouette, 0.7)}${dome(r.range(80, 200), 470, 36, 'url(#accent)')}${branchCoral(r, r.range(560, 720), 480, 110, p.accent[0])}${seaFan(r, r.range(280, 480), 480, 90, p.accent[1])}${ridge(r, 470, 6, p.silhouette)}`;
  return svgDocument(
    width,
    height,
    `${waterDefs(p)}<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
    `<rect width="${W}" height="${f(line + 10)}" fill="url(#sky)"/>
<circle cx="${f(r.range(560, 720))}" cy="${f(r.range(50, 90))}" r="34" fill="${sun}" opacity="0.9"/>
<path d="${island}" fill="${p.silhouette}" opacity="0.35"/>
<path d="${wave(line)}" fill="url(#water)"/>
<path d="M0 ${f(line)} L${W} ${f(line)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>
${boat}
<path d="M${f(boatX - 140)} ${f(line + 30)} L${f(boatX + 160)} ${f(line + 30)}" stroke="${p.deep}" stroke-opacity="0.25" stroke-width="10" filter="url(#haze)"/>
${below}`,
  );
}
