import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data directory both run, and each
 * overwrites the other's writes. This lock file makes the second one refuse instead.
 *
 * The file names its holder by pid and the process's start time (from /proc, where there is
 * one), so that a lock left behind by a killed process is recognised as stale at once (its pid is
 * gone, or now belongs to another process) and taken over without waiting out a timeout.
 */
export const LOCK_FILE = 'divespot.lock';

interface Holder {
  pid: number;
  /** Start time of the process in clock ticks since boot, or null where /proc is missing. */
  started: number | null;
}

/** The data directory is in use by a live process. */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that process first, or set DATABASE_URL.',
    );
    this.dataDir = dataDir;
    this.pid = pid;
    this.name = 'DataDirInUseError';
  }
}

function startTime(pid: number): number | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from
    // the closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const value = Number(fields[19]);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.started === null) return true;
  const now = startTime(holder.pid);
  return now === null || now === holder.started;
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, started: parsed.started ?? null }
      : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null; // unreadable: a lock nobody can claim to hold
  }
}

const sameHolder = (a: Holder | null, b: Holder | null) =>
  a?.pid === b?.pid && a?.started === b?.started;

/**
 * Takes the lock on `dataDir` for this process, or throws DataDirInUseError naming the live
 * holder. Returns the release function (also run on exit, so that `process.exit()` after a
 * fatal error leaves no lock behind).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, started: startTime(process.pid) };
  // Written whole under a private name and linked into place: the lock file appears at once
  // with its content, never empty, and link() fails if it already exists.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      }
      let holder: Holder | null;
      try {
        holder = readHolder(file);
      } catch {
        continue; // released meanwhile
      }
      // Our own pid counts too: two opens in one process would clash just the same.
      if (holder && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder.pid);
      }
      // Stale. Move it aside rather than delete it, and check that what was moved is the lock
      // just judged stale: a process that took it over in between keeps its lock.
      const aside = `${file}.stale.${process.pid}`;
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readHolder(aside);
      if (!sameHolder(moved, holder) && moved && isAlive(moved)) {
        renameSync(aside, file);
        throw new DataDirInUseError(dataDir, moved.pid);
      }
      unlinkSync(aside);
    }
  } finally {
    unlinkSync(draft);
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    try {
      if (sameHolder(readHolder(file), mine)) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
