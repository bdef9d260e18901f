import { describe, expect, it } from 'vitest';
import { chaosPostgresRestart, pgCluster } from '../test/fault-scripts.ts';

// The real server process under mixed load while its PostgreSQL restarts: on a private cluster
// (never the shared test server), during the PostgreSQL pass where the binaries are there.
const { findPgBin } = await pgCluster();
const runs = Boolean(process.env.TEST_DATABASE_URL) && findPgBin() !== null;

describe.runIf(runs)('PostgreSQL restart under load', () => {
  it('no 500s, only 503 while it is down, serving again within 5 s, no write lost', async () => {
    const { postgresRestartUnderLoad } = await chaosPostgresRestart();
    const figures = await postgresRestartUnderLoad({ connections: 50, afterMs: 3000 });
    const { output, ...summary } = figures;
    const context = `${JSON.stringify(summary)}\n${output.slice(-2000)}`;
    expect(figures.serverAlive, context).toBe(true);
    expect(figures.errors500, context).toBe(0);
    expect(figures.unexpected, context).toBe(0);
    expect(figures.without503RetryAfter, context).toBe(0);
    expect(figures.pagesWithoutShell, context).toBe(0);
    expect(figures.recoveryMs, context).not.toBeNull();
    expect(figures.lastFailureAfterUpMs, context).toBeLessThan(5000);
    expect(figures.acknowledgedWrites, context).toBeGreaterThan(0);
    expect(figures.lostWrites, context).toBe(0);
    // The restart is logged in a few lines, not one per failed request.
    expect(figures.logLines, context).toBeGreaterThan(0);
    expect(figures.logLines, context).toBeLessThan(10);
  }, 90_000);
});
