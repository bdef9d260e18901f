import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../test/test-app.ts';
import { RateLimiter, type RateRule } from './rate-limit.ts';

const database = databaseForFile();
const RULE: RateRule = { name: 'test:clock', max: 2, windowSeconds: 60 };
const WINDOW_START = Date.UTC(2026, 11, 7, 9, 0, 0);

/** A reply that keeps the headers set on it. */
function replyRecorder() {
  const headers = new Map<string, string>();
  const reply = {
    header(name: string, value: string) {
      headers.set(name, value);
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

describe('RateLimiter', () => {
  it("counts in the clock's windows: refused past the limit with the window's wait, free again in the next", async () => {
    let now = WINDOW_START + 15_000;
    const limiter = new RateLimiter(database().db, () => now);
    const { reply, headers } = replyRecorder();
    await limiter.consume(reply, RULE, 'a');
    await limiter.consume(reply, RULE, 'a');
    await expect(limiter.consume(reply, RULE, 'a')).rejects.toMatchObject({
      status: 429,
      detail: { retryAfterSeconds: 45 },
    });
    expect(headers.get('retry-after')).toBe('45');
    // Another key counts on its own.
    await limiter.consume(reply, RULE, 'b');

    now = WINDOW_START + 60_000;
    await limiter.consume(reply, RULE, 'a');
    expect(await limiter.peek(RULE, 'a')).toBe(1);
  });

  it('gives back a refunded event in the window it was counted in', async () => {
    const now = WINDOW_START + 120_000;
    const limiter = new RateLimiter(database().db, () => now);
    expect(await limiter.count(RULE, 'c')).toBe(1);
    expect(await limiter.count(RULE, 'c')).toBe(2);
    await limiter.refund(RULE, 'c');
    expect(await limiter.peek(RULE, 'c')).toBe(1);
  });
});
