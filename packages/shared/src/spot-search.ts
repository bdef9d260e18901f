import { z } from 'zod';
import { languageQuery } from './schema-parts.ts';
import {
  ACTIVITIES,
  CERTIFICATION_NAMES,
  CURRENT_NAMES,
  ENTRY_NAMES,
  FACILITY_NAMES,
  LEVELS,
  WATER_TYPE_NAMES,
} from './spot-vocabulary.ts';

/** Query keys come as `a,b` (docs/product/validation.md) or as repeated keys; both become one comma list first. */
const joinRepeated = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);

/**
 * A multi-select filter: a comma list of allowed values. Unknown values are refused with the
 * filter's own name as the field (not `level.1`), so the client can point at the control.
 */
function multiSelect(allowed: readonly string[] | RegExp, description: string) {
  const ok = (v: string) => (allowed instanceof RegExp ? allowed.test(v) : allowed.includes(v));
  const expected =
    allowed instanceof RegExp ? 'lowercase words joined by - or _' : allowed.join(', ');
  return z
    .preprocess(
      joinRepeated,
      z.string().transform((text, ctx) => {
        const values = [
          ...new Set(
            text
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean),
          ),
        ];
        const bad = values.filter((v) => !ok(v));
        if (bad.length) {
          ctx.addIssue({ code: 'custom', message: `unknown ${bad.join(', ')}; use ${expected}` });
          return z.NEVER;
        }
        return values;
      }),
    )
    .optional()
    .meta({ description: `${description} Comma list; any of them matches.` });
}

const depthBound = z.coerce
  .number({ error: 'must be a number' })
  .min(0, 'must be between 0 and 330')
  .max(330, 'must be between 0 and 330')
  .optional();

export const SPOT_SORTS = ['rating', 'name', 'depth', 'distance'] as const;

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

/** A latitude query value, -90..90. */
export const latitudeParam = () => coordinate(-90, 90);
/** A longitude query value, -180..180. */
export const longitudeParam = () => coordinate(-180, 180);
/** A map zoom query value, 1..20 (docs/product/limits.md). */
export const zoomParam = () => coordinate(1, 20);

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A corner of the map view as docs/product/api.md's explore spot fetch sends it: `'lat,lng'`, e.g.
 * `ne=28.5,34.9`, latitude -90..90 and longitude -180..180.
 */
export const latLngParam = () =>
  z.string().transform((text, ctx): LatLng => {
    const parts = text.split(',').map((p) => p.trim());
    const numbers = parts.every((p) => DECIMAL.test(p)) ? parts.map(Number) : [];
    const [lat = NaN, lng = NaN] = numbers.length === 2 ? numbers : [];
    if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180)) {
      ctx.addIssue({
        code: 'custom',
        message: "must be 'lat,lng' with latitude -90..90 and longitude -180..180",
      });
      return z.NEVER;
    }
    return { lat, lng };
  });

/**
 * The filters of `GET /api/spot` (keys = the DIVE_SPOT filter configuration's names; ranges as
 * `name.min` / `name.max`), shared by the list, the map (`/api/spot/map`) and share links, so
 * all three accept and refuse exactly the same values.
 */
export const spotFilterShape = {
  q: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .optional()
    .meta({ description: 'Part of the spot name; accents and case are ignored.' }),
  country: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a country slug')
    .optional()
    .meta({ description: 'Country slug, e.g. `egypt`.' }),
  region: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region slug')
    .optional()
    .meta({ description: 'Region slug, e.g. `red-sea`.' }),
  activityTypes: multiSelect(ACTIVITIES, 'Dive types, e.g. `wreck,night`.'),
  level: multiSelect(LEVELS, 'Levels.'),
  'depth.min': depthBound.meta({
    description: 'Metres; spots whose depth range reaches at least this deep.',
  }),
  'depth.max': depthBound.meta({
    description: 'Metres; spots that can be dived no deeper than this.',
  }),
  siteType: multiSelect(/^[a-z0-9]+([-_][a-z0-9]+)*$/, 'Site types, e.g. `reef,wall`.'),
  entry: multiSelect(Object.keys(ENTRY_NAMES), 'Entry.'),
  waterType: multiSelect(Object.keys(WATER_TYPE_NAMES), 'Water types.'),
  current: multiSelect(Object.keys(CURRENT_NAMES), 'Current strengths.'),
  certification: multiSelect(Object.keys(CERTIFICATION_NAMES), 'Certification required.'),
  facilities: multiSelect(Object.keys(FACILITY_NAMES), 'Facilities.'),
  sealife: multiSelect(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Species slugs, e.g. `whale-shark`: spots where divers see one of them (in `month`, when given).',
  ),
  month: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number from 1 to 12')
    .min(1, 'must be a whole number from 1 to 12')
    .max(12, 'must be a whole number from 1 to 12')
    .optional()
    .meta({
      description:
        '1–12. With `sealife`: spots where one of those species is seen that month; alone: spots whose best months include it.',
    }),
};

/** The filter keys, in the order above. */
export const SPOT_FILTER_KEYS = Object.keys(spotFilterShape) as (keyof typeof spotFilterShape)[];

/** Parsed filters: multi-selects as arrays of known values, depth bounds as numbers. */
export type SpotFilters = z.infer<z.ZodObject<typeof spotFilterShape>>;

/** `depth.min` must not be above `depth.max`: a refinement for schemas holding the filters. */
export const depthInOrder = (q: { 'depth.min'?: number; 'depth.max'?: number }) =>
  q['depth.min'] === undefined || q['depth.max'] === undefined || q['depth.min'] <= q['depth.max'];
/** Where and how {@link depthInOrder} reports a refusal. */
export const depthOrderIssue = { message: 'must not be above depth.max', path: ['depth.min'] };

/**
 * `GET /api/spot`: text, place and filters, 0-based paging. Without `q` only real spots are
 * searched; with `q` synthetic test spots may follow the real ones. With the map view's corners
 * (`ne` and `sw`, both or neither) the list holds exactly the spots of that view, synthetic ones
 * included, as the map shows them; `sort=distance` then orders them from the view's centre, or
 * from `origin` when one is given.
 */
export const spotSearchQuerySchema = z
  .object({
    ...spotFilterShape,
    ne: latLngParam()
      .optional()
      .meta({ description: "North-east corner of the map view, 'lat,lng'." }),
    sw: latLngParam().optional().meta({
      description:
        "South-west corner, 'lat,lng'. A west longitude above the east one crosses the antimeridian.",
    }),
    origin: latLngParam().optional().meta({
      description:
        "Where `sort=distance` measures from, 'lat,lng' (e.g. the diver's own location); default: the centre of the view.",
    }),
    page: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(10_000, 'must be at most 10000')
      .default(0),
    size: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 100')
      .max(100, 'must be between 1 and 100')
      .default(20),
    sort: z
      .enum(SPOT_SORTS, { error: `must be one of ${SPOT_SORTS.join(', ')}` })
      .optional()
      .meta({
        description:
          'rating: best first; name: A–Z; depth: shallowest first; distance: nearest `origin`, else the centre of the view (needs `ne` and `sw`; items then carry `distance` in km). Default: best name match for `q`, else rating.',
      }),
    ...languageQuery,
  })
  .refine(depthInOrder, depthOrderIssue)
  .refine((q) => q.ne !== undefined || q.sw === undefined, {
    message: 'ne and sw go together',
    path: ['ne'],
  })
  .refine((q) => q.sw !== undefined || q.ne === undefined, {
    message: 'ne and sw go together',
    path: ['sw'],
  })
  .refine((q) => !q.ne || !q.sw || q.ne.lat > q.sw.lat, {
    message: 'must be north of sw',
    path: ['ne'],
  })
  .refine((q) => q.sort !== 'distance' || q.ne !== undefined, {
    message: 'distance needs the view: ne and sw',
    path: ['sort'],
  })
  // An origin only means something to distances; accepting it elsewhere would hide a mistake.
  .refine((q) => q.origin === undefined || q.sort === 'distance', {
    message: 'origin goes with sort=distance',
    path: ['origin'],
  });
export type SpotSearchQuery = z.infer<typeof spotSearchQuerySchema>;
