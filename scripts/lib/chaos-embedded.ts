// Fault checks of the embedded database (PGlite in DATA_DIR): the server killed with SIGKILL
// during writes, and a second server started on the same data directory. Used by `npm run chaos`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acknowledgedSlugs, lostWrites, runLoad, type LoadEntry } from './chaos-load.ts';
import { stopServerProcess } from './chaos-postgres-restart.ts';
import { freePort } from './free-port.ts';
import { startServerProcess, waitUntilAnswering, type ServerProcess } from './server-process.ts';
import { waitFor } from './wait-for.ts';

interface Started {
  server: ServerProcess;
  base: string;
}

async function startOn(dataDir: string): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
  return { server, base };
}

/**
 * `rounds` times: start the server on one data directory, put it under write load, and kill it
 * with SIGKILL once `writes` share links were acknowledged. Then start it once more, check every
 * acknowledged link, and start a second server on the same directory, which must be refused.
 */
export async function killDuringWrites({ rounds = 5, writes = 50, connections = 20 } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'divespot-chaos-'));
  const slugs: string[] = [];
  const startMs: number[] = [];
  const failures: string[] = [];
  let last: Started | undefined;
  try {
    for (let round = 1; round <= rounds; round++) {
      const { server, base } = await startOn(dataDir);
      const began = Date.now();
      try {
        await waitUntilAnswering(`${base}/api/health`, {
          timeoutMs: 90_000,
          exited: server.exited,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failures.push(`round ${round}: ${reason}\n${server.output().slice(-1500)}`);
        server.child.kill('SIGKILL');
        break;
      }
      startMs.push(Date.now() - began);
      const log: LoadEntry[] = [];
      let killed = false;
      const load = runLoad({ base, connections, log, done: () => killed, maxMs: 60_000 });
      await waitFor(() => acknowledgedSlugs(log).length >= writes, {
        timeoutMs: 60_000,
        what: 'acknowledged writes',
      });
      server.child.kill('SIGKILL');
      killed = true;
      await server.exited;
      await load;
      slugs.push(...acknowledgedSlugs(log));
    }

    last = await startOn(dataDir);
    await waitUntilAnswering(`${last.base}/api/health`, {
      timeoutMs: 90_000,
      exited: last.server.exited,
    });
    const lost = await lostWrites(last.base, slugs);

    const second = await startOn(dataDir);
    const { code } = await second.server.exited;
    const refusal = second.server.output().trim().split('\n').at(-1) ?? '';
    return {
      rounds: startMs.length,
      failures,
      acknowledgedWrites: slugs.length,
      lostWrites: lost,
      restartMs: startMs.slice(1),
      second: { exitCode: code, message: refusal, holderPid: last.server.child.pid },
    };
  } finally {
    if (last) await stopServerProcess(last.server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
