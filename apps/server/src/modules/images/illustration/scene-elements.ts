import { f, type Random } from './random.ts';
import { H, W } from './water.ts';

/** A wavy band across the canvas from `y` down to the bottom: seabed, reef or sand. */
export function ridge(random: Random, y: number, amplitude: number, fill: string, opacity = 1) {
  const steps = 6;
  let d = `M0 ${f(y + random.range(-amplitude, amplitude))}`;
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i;
    const cx = x - W / steps / 2;
    d += ` Q${f(cx)} ${f(y + random.range(-amplitude, amplitude) * 1.6)} ${f(x)} ${f(y + random.range(-amplitude, amplitude))}`;
  }
  return `<path d="${d} L${W} ${H} L0 ${H} Z" fill="${fill}" opacity="${f(opacity)}"/>`;
}

/** Branching coral: round-capped strokes that fork as they grow. */
export function branchCoral(random: Random, x: number, y: number, size: number, stroke: string) {
  const lines: string[] = [];
  const grow = (
    x0: number,
    y0: number,
    angle: number,
    length: number,
    width: number,
    depth: number,
  ) => {
    const x1 = x0 + Math.cos(angle) * length;
    const y1 = y0 - Math.sin(angle) * length;
    lines.push(`<path d="M${f(x0)} ${f(y0)} L${f(x1)} ${f(y1)}" stroke-width="${f(width)}"/>`);
    if (depth === 0) return;
    const n = random.int(2, 3);
    for (let i = 0; i < n; i++)
      grow(
        x1,
        y1,
        angle + random.range(-0.7, 0.7),
        length * random.range(0.6, 0.8),
        width * 0.72,
        depth - 1,
      );
  };
  grow(x, y, Math.PI / 2 + random.range(-0.2, 0.2), size * 0.45, size * 0.12, 3);
  return `<g stroke="${stroke}" stroke-linecap="round" fill="none">${lines.join('')}</g>`;
}

/** A sea fan: a fine lattice of strokes spreading from one foot. */
export function seaFan(random: Random, x: number, y: number, size: number, stroke: string) {
  const lines: string[] = [];
  const n = 11;
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (0.15 + (0.7 * i) / (n - 1)) + random.range(-0.05, 0.05);
    const r = size * random.range(0.75, 1);
    const cx = x + Math.cos(a) * r * 0.5 + random.range(-6, 6);
    const cy = y - Math.sin(a) * r * 0.6;
    lines.push(
      `<path d="M${f(x)} ${f(y)} Q${f(cx)} ${f(cy)} ${f(x + Math.cos(a) * r)} ${f(y - Math.sin(a) * r)}"/>`,
    );
  }
  return `<g stroke="${stroke}" stroke-width="${f(size * 0.025 + 1)}" stroke-linecap="round" fill="none">${lines.join('')}</g>`;
}

/** A rounded coral head (brain or boulder coral). */
export function dome(x: number, y: number, r: number, fill: string) {
  return `<path d="M${f(x - r)} ${f(y)} C${f(x - r)} ${f(y - r * 1.2)} ${f(x + r)} ${f(y - r * 1.2)} ${f(x + r)} ${f(y)} Z" fill="${fill}"/>`;
}

/** A swaying kelp strand with leaves, from the bottom up to `top`. */
export function kelp(random: Random, x: number, top: number, color: string, width: number) {
  const sway = random.range(-40, 40);
  const d = `M${f(x)} ${H + 5} C${f(x + sway)} ${f(H - (H - top) * 0.35)} ${f(x - sway)} ${f(H - (H - top) * 0.7)} ${f(x + sway * 0.6)} ${f(top)}`;
  const leaves: string[] = [];
  for (let t = 0.15; t < 0.95; t += 0.11) {
    const y = H - (H - top) * t;
    const side = leaves.length % 2 ? 1 : -1;
    const lx = x + sway * Math.sin(t * Math.PI * 2) * 0.5;
    leaves.push(
      `<ellipse cx="${f(lx + side * width * 1.6)}" cy="${f(y)}" rx="${f(width * 1.9)}" ry="${f(width * 0.6)}" transform="rotate(${side * -30} ${f(lx)} ${f(y)})"/>`,
    );
  }
  return `<g fill="${color}"><path d="${d}" stroke="${color}" stroke-width="${f(width)}" fill="none" stroke-linecap="round"/>${leaves.join('')}</g>`;
}

/** A scuba diver seen from the side, swimming toward `dir` (1 right, -1 left). */
export function diver(x: number, y: number, scale: number, fill: string, dir: 1 | -1 = 1) {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale * dir)} ${f(scale)}) rotate(-8)" fill="${fill}">
<path d="M0 0 C10 -10 45 -12 60 -6 C66 -3 66 5 60 7 C45 12 10 10 0 0 Z"/>
<circle cx="71" cy="-5" r="7.5"/>
<rect x="14" y="-16" width="36" height="9" rx="4.5"/>
<path d="M2 -1 L-34 -8 M2 3 L-34 9 M52 4 L74 12" stroke="${fill}" stroke-width="7" stroke-linecap="round"/>
<path d="M-33 -8 L-60 -18 L-56 -1 Z M-33 9 L-60 5 L-55 22 Z"/>
</g>`;
}

/** A shipwreck resting on the seabed, slightly listing. */
export function wreck(x: number, y: number, scale: number, fill: string, detail: string) {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)}) rotate(-7)">
<path d="M0 0 L300 -6 C310 -6 318 0 322 8 L296 58 C220 70 80 70 26 60 Z" fill="${fill}"/>
<path d="M70 -2 L70 -42 L150 -44 L150 -3 Z M160 -3 L162 -28 L205 -29 L206 -4 Z" fill="${fill}"/>
<path d="M110 -44 L112 -120 M240 -5 L244 -90 M112 -110 L60 -4 M244 -82 L290 -6" stroke="${fill}" stroke-width="4" fill="none"/>
<g fill="${detail}" opacity="0.35">${[60, 100, 140, 180, 220, 260].map((cx) => `<circle cx="${cx}" cy="22" r="5"/>`).join('')}</g>
<path d="M30 40 C90 52 210 52 300 36" stroke="${detail}" stroke-opacity="0.2" stroke-width="3" fill="none"/>
</g>`;
}

/** A smooth closed outline through points (quadratic curves between their midpoints). */
export function smoothClosed(points: [number, number][]): string {
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const n = points.length;
  const start = mid(points[n - 1] ?? [0, 0], points[0] ?? [0, 0]);
  let d = `M${f(start[0] ?? 0)} ${f(start[1] ?? 0)}`;
  for (let i = 0; i < n; i++) {
    const p = points[i] ?? [0, 0];
    const m = mid(p, points[(i + 1) % n] ?? [0, 0]);
    d += ` Q${f(p[0])} ${f(p[1])} ${f(m[0] ?? 0)} ${f(m[1] ?? 0)}`;
  }
  return `${d} Z`;
}
