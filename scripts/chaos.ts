#!/usr/bin/env -S node --import tsx
// `npm run chaos`: database faults played against the real server, started as `npm start`
// starts it, and a table of what happened. Everything runs on this machine: a private throwaway
// PostgreSQL cluster, temporary data directories, loopback addresses only. Exits 1 when a case
// fails. Needs PostgreSQL 15+ binaries for the restart case (Debian: apt-get install postgresql).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killDuringWrites } from './lib/chaos-embedded.ts';
import { freePort } from './lib/free-port.ts';
import { postgresRestartUnderLoad } from './lib/chaos-postgres-restart.ts';
import { requireProjectNode } from './lib/node-version.ts';
import { REPO_ROOT, startServerProcess } from './lib/server-process.ts';

requireProjectNode();

requireProjectNode();

if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

interface Row {
  name: string;
  pass: boolean;
  figures: string[];
}

const rows: Row[] = [];
const record = (name: string, pass: boolean, figures: string[]) => {
  rows.push({ name, pass, figures });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}\n      ${figures.join('\n      ')}`);
};

async function postgresRestart() {
  const r = await postgresRestartUnderLoad({ connections: 50, afterMs: 5000 });
  const pass =
    r.serverAlive &&
    r.errors500 === 0 &&
    r.unexpected === 0 &&
    r.without503RetryAfter === 0 &&
    r.pagesWithoutShell === 0 &&
    r.recoveryMs !== null &&
    r.lastFailureAfterUpMs < 5000 &&
    r.lostWrites === 0 &&
    r.logLines < 10;
  if (!r.serverAlive) console.log(r.output.slice(-3000));
  record('a. PostgreSQL restart (pg_ctl restart -m fast) under 50 connections', pass, [
    `${r.requests} requests: ${Object.entries(r.statuses)
      .map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`)
      .join(', ')}`,
    `500s: ${r.errors500}; other than 2xx/503: ${r.unexpected}; 503 without Retry-After: ${r.without503RetryAfter}; pages without shell: ${r.pagesWithoutShell}`,
    `restart took ${r.restartMs} ms; first success ${r.recoveryMs} ms after PostgreSQL was back; last failure ${r.lastFailureAfterUpMs} ms after`,
    `acknowledged writes: ${r.acknowledgedWrites}, lost: ${r.lostWrites}; server alive: ${r.serverAlive}`,
    `server log lines from the restart on: ${r.logLines}`,
  ]);
}

async function killAndSecondServer() {
  const r = await killDuringWrites({ rounds: 5, writes: 50, connections: 20 });
  for (const failure of r.failures) console.log(failure);
  record(
    'b. kill -9 of the server during writes on PGlite, × 5',
    r.failures.length === 0 && r.rounds === 5 && r.lostWrites === 0,
    [
      `acknowledged writes: ${r.acknowledgedWrites}, lost: ${r.lostWrites}`,
      `starts after kill -9 (ms to healthy): ${r.restartMs.join(', ')}`,
    ],
  );
  record(
    'c. second server on the same DATA_DIR',
    r.second.exitCode === 1 && r.second.message.includes(`(pid ${r.second.holderPid})`),
    [`exit code ${r.second.exitCode}: ${r.second.message}`],
  );
}

async function unreachableDatabase() {
  // A host that accepts connections and never says a word, as a blackholed address does (only
  // loopback addresses are used here).
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'divespot-chaos-'));
  try {
    const { port: silentPort } = silent.address() as AddressInfo;
    const url = `postgres://divespot@127.0.0.1:${silentPort}/divespot`;
    const started = Date.now();
    const port = String(await freePort());
    const server = startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, PORT: port });
    const { code } = await server.exited;
    const seconds = (Date.now() - started) / 1000;
    const lines = server.output().trim().split('\n');
    record(
      'd. unreachable DATABASE_URL (connect timeout 10 s)',
      code === 1 && lines.length === 1 && lines[0]!.includes('127.0.0.1') && seconds < 20,
      [`exit code ${code} after ${seconds.toFixed(1)} s: ${lines.join(' | ')}`],
    );
  } finally {
    silent.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const run of [postgresRestart, killAndSecondServer, unreachableDatabase]) {
  try {
    await run();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    record(run.name, false, [`could not run: ${reason}`]);
  }
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`\n${'Case'.padEnd(width)}  Result  Figures`);
for (const { name, pass, figures } of rows) {
  console.log(`${name.padEnd(width)}  ${pass ? 'PASS  ' : 'FAIL  '}  ${figures[0]}`);
  for (const line of figures.slice(1)) console.log(`${''.padEnd(width)}          ${line}`);
}
process.exit(rows.every((r) => r.pass) ? 0 : 1);
