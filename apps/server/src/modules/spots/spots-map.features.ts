import type { MapSpotRow } from './spots-map.repository.ts';

/*
 * The answer of GET /api/spot/map (shared/spot-map.ts: arrays, which the browser turns into
 * GeoJSON) as JSON text. A spot's text is built once and kept with the map's index; a view's
 * answer joins texts, never serializes objects.
 */

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A spot: what its marker, popup and bottom card show (SpotMapWireSpot). */
export function spotJson(
  row: Omit<MapSpotRow, 'latitude' | 'longitude'>,
  lat: number,
  lng: number,
): string {
  return JSON.stringify([
    row.id,
    round6(lng),
    round6(lat),
    row.name,
    row.level,
    row.rating,
    row.review_count,
    row.depth_min,
    row.depth_max,
    row.activities,
  ]);
}

/**
 * The clusters of an answer (SpotMapWireCluster: `count` spots around their mean position) as
 * JSON text, written digit by digit into bytes kept between answers: several times cheaper than
 * joining the numbers' strings, and clusters are written on every request. Positions have 6
 * decimals, the same values round6 gives once parsed.
 */
export class ClusterListWriter {
  #bytes = Buffer.allocUnsafe(16 * 1024);
  #at = 0;

  /** Starts a new list. */
  reset(): void {
    this.#at = 0;
  }

  add(lat: number, lng: number, count: number, expansionZoom: number): void {
    // A cluster takes at most 4 × 17 bytes.
    if (this.#at + 80 > this.#bytes.length) {
      const grown = Buffer.allocUnsafe(this.#bytes.length * 2);
      this.#bytes.copy(grown, 0, 0, this.#at);
      this.#bytes = grown;
    }
    const b = this.#bytes;
    if (this.#at > 0) b[this.#at++] = 0x2c; // ,
    b[this.#at++] = 0x5b; // [
    this.#fixed6(lng);
    b[this.#at++] = 0x2c;
    this.#fixed6(lat);
    b[this.#at++] = 0x2c;
    this.#integer(count);
    b[this.#at++] = 0x2c;
    this.#integer(expansionZoom);
    b[this.#at++] = 0x5d; // ]
  }

  /** The list's text, without its brackets. */
  text(): string {
    return this.#bytes.toString('latin1', 0, this.#at);
  }

  /** A non-negative integer below 2^31. */
  #integer(v: number): void {
    let digits = 1;
    for (let p = 10; p <= v; p *= 10) digits++;
    let at = (this.#at += digits);
    do {
      const q = (v / 10) | 0;
      this.#bytes[--at] = 0x30 + v - q * 10;
      v = q;
    } while (v > 0);
  }

  /** A coordinate (|v| ≤ 180) with 6 decimals; 0 when it rounds to 0, without a sign. */
  #fixed6(v: number): void {
    // Rounded as round6 rounds, halves up, then written without its sign.
    const signed = Math.round(v * 1e6);
    if (signed === 0) {
      this.#bytes[this.#at++] = 0x30;
      return;
    }
    if (signed < 0) this.#bytes[this.#at++] = 0x2d; // -
    const micro = Math.abs(signed);
    const whole = (micro / 1e6) | 0;
    this.#integer(whole);
    this.#bytes[this.#at++] = 0x2e; // .
    let fraction = micro - whole * 1e6;
    for (let at = this.#at + 5; at >= this.#at; at--) {
      const q = (fraction / 10) | 0;
      this.#bytes[at] = 0x30 + fraction - q * 10;
      fraction = q;
    }
    this.#at += 6;
  }
}

/** The response body from the spots' and clusters' JSON texts. */
export const spotMapBody = (clustered: boolean, spots: string[], clusters = '') =>
  `{"clustered":${clustered},"spots":[${spots.join(',')}],"clusters":[${clusters}]}`;
