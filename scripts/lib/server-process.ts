// The real server as a child process, started the way `npm start` starts it (server-command.ts),
// for checks that need the process itself: start-up and shutdown, crashes, database faults.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_COMPILE_CACHE, SERVER_ENTRY, SERVER_NODE_ARGS } from './server-command.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How a process ended: its exit code, or the signal that ended it. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<ProcessExit>;
  /** Everything the server printed so far. */
  output: () => string;
}

/**
 * Starts the server with `env` added to this process's environment. Returns the child, a
 * promise of its exit `{ code, signal }`, and `output()`, everything it printed so far.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
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
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<ProcessExit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs` or when `exited` settles first, with
 * the end of `output()` (what the server printed), when given, in the message.
 */
export async function waitUntilAnswering(
  url: string,
  {
    timeoutMs = 60_000,
    exited,
    output,
  }: { timeoutMs?: number; exited?: Promise<unknown>; output?: () => string } = {},
): Promise<void> {
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
