import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseOutageLog } from './outage-log.ts';

interface Line {
  level: number;
  msg: string;
  time: number;
  [field: string]: unknown;
}

const WARN = 40;
const INFO = 30;
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });

let lines: Line[];
let up: boolean;
let outage: DatabaseOutageLog;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
  lines = [];
  up = false;
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  );
  outage = new DatabaseOutageLog({
    log,
    probe: () => (up ? Promise.resolve() : Promise.reject(refused())),
  });
});
afterEach(() => {
  outage.close();
  vi.useRealTimers();
});

/** `perSecond` failed requests a second for `ms`, spread evenly. */
async function failFor(ms: number, perSecond: number) {
  const step = 1000 / perSecond;
  for (let t = 0; t < ms; t += step) {
    outage.requestFailed(refused());
    await vi.advanceTimersByTimeAsync(step);
  }
}

describe('the database outage log', () => {
  it('logs a 20 s outage under load in four lines: its start, two summaries and its end', async () => {
    // About the load that once gave 3,771 lines with a stack each: 200 failures a second.
    await failFor(20_000, 200);
    up = true;
    await vi.advanceTimersByTimeAsync(1000);

    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      {
        level: WARN,
        msg: 'database unavailable: requests that need it answer 503 until it is back',
      },
      { level: WARN, msg: 'database still unavailable: 2000 requests failed in the last 10 s' },
      { level: WARN, msg: 'database still unavailable: 2000 requests failed in the last 10 s' },
      { level: INFO, msg: 'database available again after 21.0 s; 4000 requests failed meanwhile' },
    ]);
    expect(lines[0]).toMatchObject({
      reason: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      seenBy: 'a request',
    });
    expect(lines[2]).toMatchObject({ failedRequests: 2000, failedInAll: 4000, downForSeconds: 20 });
    expect(lines[3]).toMatchObject({ downForMs: 21_000, failedRequests: 4000 });
    // No stack anywhere.
    expect(JSON.stringify(lines)).not.toContain('    at ');
  });

  it('stays under 10 lines in every 10 s of a long outage', async () => {
    await failFor(60_000, 50);
    const perWindow = new Map<number, number>();
    for (const { time } of lines) {
      const window = Math.floor((time - lines[0]!.time) / 10_000);
      perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
    }
    expect(Math.max(...perWindow.values())).toBeLessThan(10);
    expect(lines).toHaveLength(1 + 6);
  });

  it('counts a request once however many of its queries failed', async () => {
    const page = {};
    outage.requestFailed(refused(), page);
    outage.requestFailed(refused(), page);
    outage.requestFailed(refused(), {});
    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines.at(-1)?.msg).toBe(
      'database available again after 1.0 s; 2 requests failed meanwhile',
    );
  });

  it('starts an outage on a lost pooled connection without counting a request', async () => {
    outage.connectionLost(new Error('Connection terminated unexpectedly'));
    outage.connectionLost(new Error('Connection terminated unexpectedly'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ seenBy: 'a pooled connection' });
    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines.map((l) => l.msg)).toEqual([
      'database unavailable: requests that need it answer 503 until it is back',
      'database available again after 1.0 s; 0 requests failed meanwhile',
    ]);
  });

  it('logs a second outage afresh, and nothing while the database answers', async () => {
    await failFor(2000, 10);
    up = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines).toHaveLength(2);
    up = false;
    await failFor(1000, 10);
    expect(lines.at(-1)?.msg).toBe(
      'database unavailable: requests that need it answer 503 until it is back',
    );
    expect(outage.ongoing).toBe(true);
  });
});
