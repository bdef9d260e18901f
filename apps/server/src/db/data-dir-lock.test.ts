import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.ts';
import { freePort, serverProcess } from '../test/fault-scripts.ts';
import { LOCK_FILE } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'divespot-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const inUse = (dir: string, pid: number) =>
  `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
  'Stop that process first, or set DATABASE_URL.';

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

describe('embedded database lock', () => {
  // One data directory for these: creating a PGlite database is the slow part.
  const dir = dataDir();

  it('refuses a second open of the same data directory, and allows it once closed', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(inUse(dir, process.pid));
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 90_000);

  it.each([
    ['a process that is gone', () => ({ pid: deadPid(), started: 1 })],
    // After a restart a new process may get the old pid; its start time tells them apart.
    ['this pid, started at another time', () => ({ pid: process.pid, started: 1 })],
  ])(
    'takes over a lock left by %s',
    async (_, holder) => {
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(holder()));
      const database = await openDatabase({ dataDir: dir });
      try {
        const lock = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as {
          pid: number;
        };
        expect(lock.pid).toBe(process.pid);
      } finally {
        await database.close();
      }
    },
    60_000,
  );
});

describe('servers and tools on one data directory', () => {
  it('a second server and db:migrate are refused; after kill -9 the server starts at once', async () => {
    const { startServerProcess, waitUntilAnswering } = await serverProcess();
    const dir = dataDir();
    const start = async () => {
      const port = await freePort();
      const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '' };
      return { server: startServerProcess(env), base: `http://127.0.0.1:${port}` };
    };
    /**
     * A server that answers. The free port it was given can be taken by another test's process
     * before it listens (tests run in parallel): then it starts again on another.
     */
    const startAnswering = async (timeoutMs = 60_000) => {
      for (let attempt = 1; ; attempt++) {
        const started = await start();
        const { child, exited, output } = started.server;
        try {
          await waitUntilAnswering(`${started.base}/api/health`, { exited, output, timeoutMs });
          return started;
        } catch (error) {
          child.kill('SIGKILL');
          if (attempt === 3 || !output().includes('EADDRINUSE')) throw error;
        }
      }
    };

    const first = await startAnswering();
    const pid = first.server.child.pid ?? 0;

    const second = await start();
    expect((await second.server.exited).code).toBe(1);
    expect(second.server.output()).toContain(`DiveSpot failed to start: ${inUse(dir, pid)}`);

    const migrate = spawn(process.execPath, ['apps/server/src/db/migrate-cli.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });
    let migrateOutput = '';
    migrate.stderr.on('data', (d: Buffer) => (migrateOutput += d.toString()));
    expect(await new Promise((resolve) => migrate.on('exit', resolve))).toBe(1);
    expect(migrateOutput).toContain(inUse(dir, pid));

    first.server.child.kill('SIGKILL');
    await first.server.exited;
    const third = await startAnswering(30_000);
    third.server.child.kill('SIGTERM');
    expect((await third.server.exited).code).toBe(0);
  }, 120_000);
});
