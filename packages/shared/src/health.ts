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
