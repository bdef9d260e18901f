import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']).meta({ description: 'Embedded PGlite or PostgreSQL.' }),
      schemaVersion: z.string().meta({ description: 'Name of the newest applied migration.' }),
      migrations: z.number().int().meta({ description: 'Number of applied migrations.' }),
    }),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live`: the process answers; says nothing of the database. */
export const livenessSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Liveness' });
export type Liveness = z.infer<typeof livenessSchema>;
