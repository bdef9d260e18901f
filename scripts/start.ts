#!/usr/bin/env -S node --import tsx
// `npm start`: builds the web app when its sources changed since the last build, then runs the
// server (which migrates and seeds the database on start). Signals pass through to the server.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireProjectNode } from './lib/node-version.ts';
import { SERVER_COMPILE_CACHE, SERVER_ENTRY, SERVER_NODE_ARGS } from './lib/server-command.ts';

requireProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.source-hash');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function* files(p: string): Generator<string> {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) yield* files(path.join(p, name));
  } else {
    yield p;
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(path.join(root, source))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const hash = sourceHash();
const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
if (!built) {
  console.log('Building the web app (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed; see the errors above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, hash);
}

const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    NODE_COMPILE_CACHE: path.join(root, SERVER_COMPILE_CACHE),
    ...process.env,
  },
});
// A terminal's Ctrl-C reaches the server too; forward signals sent to this process alone.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
