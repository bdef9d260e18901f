// The commands `npm test`'s steps run: each in its own process group, so a signal can interrupt
// the whole tree; with its output on the terminal or in the step's log file.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { appendFileSync, closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StepError } from './step-error.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const color = process.stdout.isTTY && !process.env.NO_COLOR;

/** `text` in an ANSI colour or style (`code`, e.g. '1;31') when the terminal shows colour. */
export const paint = (code: string, text: string): string =>
  color ? `\x1b[${code}m${text}\x1b[0m` : text;

export const runs = {
  /** The children running now, so signals can be forwarded to them. */
  running: new Set<ChildProcess>(),
  interrupted: false,
  /** Set when a step failed: the steps beside it are stopped, as their result no longer matters. */
  stopped: false,
};

/** Prints a line, or appends it to the step's log when the step runs beside another. */
export function say(log: string | undefined, text: string): void {
  if (log) appendFileSync(log, `${text}\n`);
  else console.log(text);
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  log?: string | undefined;
}

/**
 * Runs a command. With `log` set, its output goes to that file instead of the terminal (a step
 * running beside another prints its output whole once it ends, so the two never interleave).
 */
function run(
  cmd: string,
  args: string[],
  { env = process.env, cwd = ROOT, log }: RunOptions = {},
): Promise<number> {
  say(log, paint('2', `$ ${[cmd, ...args].join(' ')}`));
  return new Promise((resolve) => {
    const fd = log ? openSync(log, 'a') : undefined;
    const stdio: StdioOptions = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    // Own process group: on a signal we interrupt the whole tree (npm → sh → playwright/vitest)
    // ourselves, the way Ctrl-C would, so runners get to tear down what they started.
    const child = spawn(cmd, args, { cwd, env, stdio, detached: true });
    if (fd !== undefined) closeSync(fd);
    runs.running.add(child);
    child.on('error', (err) => {
      console.error(`Could not start ${cmd}: ${err.message}`);
      runs.running.delete(child);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      runs.running.delete(child);
      resolve(code ?? (signal === 'SIGINT' ? 130 : 1));
    });
  });
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // group already gone
  }
}

/** Runs a command; throws a StepError when it fails or the run was interrupted or stopped. */
export async function mustRun(cmd: string, args: string[], opts?: RunOptions): Promise<void> {
  const code = await run(cmd, args, opts);
  if (runs.interrupted) throw new StepError('interrupted');
  if (runs.stopped) throw new StepError('stopped, as a step beside it failed');
  if (code !== 0) throw new StepError(`\`${[cmd, ...args].join(' ')}\` exited with code ${code}`);
}
