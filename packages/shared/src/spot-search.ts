import { z } from 'zod';
import {
  ACTIVITIES,
  CERTIFICATION_NAMES,
  CURRENT_NAMES,
  ENTRY_NAMES,
  FACILITY_NAMES,
  LEVELS,
  WATER_TYPE_NAMES,
} from './spot-vocabulary.ts';

/** Query keys come as `a,b` (SPEC §5) or as repeated keys; both become one comma list first. */
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

export const SPOT_SORTS = ['rating', 'name', 'depth'] as const;

/**
 * `GET /api/spot`: text, place and filters (keys = the DIVE_SPOT filter configuration's names;
 * ranges as `name.min` / `name.max`), 0-based paging. Without `q` only real spots are searched;
 * with `q` synthetic test spots may follow the real ones.
 */
export const spotSearchQuerySchema = z
  .object({
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
          'rating: best first; name: A–Z; depth: shallowest first. Default: best name match for `q`, else rating.',
      }),
  })
  .refine(
    (q) =>
      !(q['depth.min'] !== undefined && q['depth.max'] !== undefined) ||
      q['depth.min'] <= q['depth.max'],
    {
      message: 'must not be above depth.max',
      path: ['depth.min'],
    },
  );
export type SpotSearchQuery = z.infer<typeof spotSearchQuerySchema>;
