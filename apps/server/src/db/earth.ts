import { sql, type RawBuilder } from 'kysely';

/**
 * A coordinate (degrees) or distance (metres) for PostgreSQL's earthdistance functions, with
 * values too small to matter made zero. Its float8 arithmetic refuses a product that rounds to
 * zero from nonzero operands ("value out of range: underflow"): `radians(3e-323)` or
 * `earth_box(p, 3e-320)` fail, where a client may well send such numbers. Below a nanodegree
 * or a nanometre nothing on a map differs from zero.
 */
export const earthNumber = (value: number): number => (Math.abs(value) < 1e-9 ? 0 : value);

/** `ll_to_earth(lat, lng)` of a point given by the client, safe from that underflow. */
export const earthPoint = (at: { lat: number; lng: number }): RawBuilder<unknown> =>
  sql`ll_to_earth(${earthNumber(at.lat)}, ${earthNumber(at.lng)})`;
