import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, serverProcess } from './test/fault-scripts.ts';

const { startServerProcess, waitUntilAnswering } = await serverProcess();

/** The real server process, as `npm start` runs it; resolves `exited` with its exit code. */
function startServer(env: Record<string, string>) {
  const server = startServerProcess({ LOG_LEVEL: 'info', LOG_PRETTY: 'false', ...env });
  return { ...server, exited: server.exited.then(({ code }) => code) };
}

/** Resolves once the server answers; fails early, with what it printed, when it exits first. */
const waitForHealth = (base: string, server: ReturnType<typeof startServer>) =>
  waitUntilAnswering(`${base}/api/health`, { exited: server.exited, output: server.output });

describe('server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'divespot-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad PORT and names it', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('PORT: expected a port number (got "abc")');
  });

  it('reports a malformed DATABASE_URL once', async () => {
    const server = startServer({ DATABASE_URL: 'not a url', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const line = 'DATABASE_URL: expected a postgres:// or postgresql:// URL (got "not a url")';
    expect(server.output().split(line)).toHaveLength(2);
  });

  it('stops with one message naming the host when PostgreSQL never answers', async () => {
    // A host that accepts the connection and then says nothing, as a blackholed address would.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = Date.now();
      const server = startServer({
        DATABASE_URL: `postgres://divespot@127.0.0.1:${port}/divespot`,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATA_DIR: dataDir,
      });
      expect(await server.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(server.output().trim()).toBe(
        `DiveSpot failed to start: Cannot connect to PostgreSQL at 127.0.0.1:${port}/divespot: no answer within 1 s.`,
      );
    } finally {
      silent.close();
    }
  });

  it('stops cleanly on SIGTERM and keeps its data for the next start', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' };

    const first = startServer(env);
    await waitForHealth(base, first);
    const sent = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Restart Test',
        email: 'restart@example.com',
        topic: 'general',
        message: 'This message must survive a restart.',
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('database closed');

    const second = startServer(env);
    try {
      await waitForHealth(base, second);
      const health = (await (await fetch(`${base}/api/health`)).json()) as {
        database: { kind: string };
      };
      expect(health.database.kind).toBe('pglite');
      expect(second.output()).toContain('"seeded":[]');
      // The map's index is loaded after start, ahead of the first explore visitor.
      await expect
        .poll(() => second.output(), { timeout: 30_000 })
        .toMatch(/"spots":[1-9]\d*,.*"msg":"spot map index loaded"/);
    } finally {
      // Ctrl-C in a terminal delivers SIGINT more than once (npm forwards it too).
      second.child.kill('SIGINT');
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
      expect(second.output()).toContain('database closed');
    }
    // The message is still in the data directory after both runs.
    const { openDatabase } = await import('./db/database.ts');
    const database = await openDatabase({ dataDir });
    try {
      const row = await database.db
        .selectFrom('contact_message')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toEqual({ name: 'Restart Test' });
    } finally {
      await database.close();
    }
  }, 120_000);
});
