import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: a second process opening the same data directory (the server
 * and this importer) would corrupt it. Best effort on Linux: find another process holding files
 * open inside the directory. Returns its pid, or null when none (or when /proc is unavailable).
 */
export function processUsingDirectory(dataDir: string): number | null {
  const dir = path.resolve(dataDir) + path.sep;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to look at
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(dir)) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}
