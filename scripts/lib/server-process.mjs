// The real server as a child process, started the way `npm start` starts it (server-command.mjs),
// for checks that need the process itself: start-up and shutdown, crashes, database faults.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_COMPILE_CACHE, SERVER_ENTRY, SERVER_NODE_ARGS } from './server-command.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the server with `env` added to this process's environment. Returns the child, a
 * promise of its exit `{ code, signal }`, and `output()`, everything it printed so far.
 */
export function startServerProcess(env) {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      NODE_ENV: 'production',
      LOG_PRETTY: 'false',
      NODE_COMPILE_CACHE: path.join(REPO_ROOT, SERVER_COMPILE_CACHE),
      ...process.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d.toString()));
  child.stderr.on('data', (d) => (output += d.toString()));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs` or when `exited` settles first, with
 * the end of `output()` (what the server printed), when given, in the message.
 */
export async function waitUntilAnswering(url, { timeoutMs = 60_000, exited, output } = {}) {
  let gone = false;
  void exited?.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const what = gone ? `the server exited before ${url} answered` : `${url} did not answer`;
  const printed = output?.().trim().split('\n').slice(-20).join('\n');
  throw new Error(printed ? `${what}; it printed:\n${printed}` : what);
}
