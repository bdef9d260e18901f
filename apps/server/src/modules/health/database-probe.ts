import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { selectOne } from './health.repository.ts';

export interface ProbeOptions {
  /** A successful probe this recent answers for the database without asking it again. */
  freshMs?: number;
  /** A probe not answered in this time counts as a failure. */
  timeoutMs?: number;
}

/**
 * Asks the database whether it answers (`SELECT 1`), for the health check. Health is the
 * baseline of the API benchmarks and load balancers poll it, so a success is trusted for a
 * second and concurrent checks share one probe: under any load this costs at most one query a
 * second. Resolves when the database answered; rejects with the reason when it did not.
 */
export function databaseProbe(db: Kysely<Database>, options: ProbeOptions = {}) {
  const freshMs = options.freshMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 1000;
  let answeredAt = -Infinity;
  let probing: Promise<void> | undefined;

  const probe = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([selectOne(db), timeout]);
      answeredAt = performance.now();
    } finally {
      clearTimeout(timer);
      probing = undefined;
    }
  };

  return (): Promise<void> => {
    if (performance.now() - answeredAt < freshMs) return Promise.resolve();
    probing ??= probe();
    return probing;
  };
}
