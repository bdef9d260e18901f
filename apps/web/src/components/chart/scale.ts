/** Linear scales and round tick values for charts drawn in plain SVG. */

export type Domain = readonly [number, number];

/** Maps a domain onto a pixel range (`range[0]` for `domain[0]`). */
export function linearScale(domain: Domain, range: Domain): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/**
 * About `count` round tick values (1, 2, 2.5 or 5 × a power of ten apart) covering a domain,
 * both ends included when they are round.
 */
export function niceTicks([min, max]: Domain, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step - 1e-9) * step; t <= max + step * 1e-9; t += step) {
    ticks.push(Math.round(t / step) * step + 0); // + 0 turns −0 into 0
  }
  return ticks;
}

/** A domain widened to round values at both ends. */
export function niceDomain([min, max]: Domain, count = 5): Domain {
  const ticks = niceTicks([min, max], count);
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : 1;
  const low = Math.floor(min / step + 1e-9) * step;
  const high = Math.ceil(max / step - 1e-9) * step;
  return [low, high > low ? high : low + step];
}
