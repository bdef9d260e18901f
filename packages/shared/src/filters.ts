import { z } from 'zod';
import { textLanguageSchema } from './schema-parts.ts';

/** What a filter configuration is for (docs/product/entities.md; explore asks for DIVE_SPOT). */
export const FILTER_TARGETS = ['DIVE_SPOT', 'MARINE_LIFE', 'DIVE_CENTER'] as const;
export type FilterTarget = (typeof FILTER_TARGETS)[number];

export const filterTypeSchema = z.enum(['MULTI_SELECT', 'SINGLE_SELECT', 'RANGE']);

export const filterOptionSchema = z.object({
  value: z.string().meta({ description: 'Sent back as the query value.' }),
  display: z.string(),
  lang: textLanguageSchema.optional().meta({
    description:
      "For a name stored per language (the marine-life filter's species): the language `display` is in.",
  }),
});

/** One filter: its `name` is the query key (`name.min` / `name.max` for ranges, docs/product/validation.md). */
export const filterSchema = z
  .object({
    name: z.string(),
    display: z.string(),
    type: filterTypeSchema,
    options: z.array(filterOptionSchema),
    range: z.object({ minValue: z.number(), maxValue: z.number() }).optional(),
    unit: z.string().optional().meta({ description: 'Unit of a range, e.g. `m`.' }),
  })
  .meta({ id: 'Filter' });
export type Filter = z.infer<typeof filterSchema>;

export const filterConfigurationSchema = z
  .object({ type: z.enum(FILTER_TARGETS), filters: z.array(filterSchema) })
  .meta({ id: 'FilterConfiguration' });
export type FilterConfiguration = z.infer<typeof filterConfigurationSchema>;

export const filterConfigurationParamsSchema = z.object({
  type: z.enum(FILTER_TARGETS, { error: `must be one of ${FILTER_TARGETS.join(', ')}` }),
});

/** The depth range of the DIVE_SPOT filter (docs/product/entities.md local filter default 0–150 m). */
export const DEPTH_RANGE = { minValue: 0, maxValue: 150 } as const;
