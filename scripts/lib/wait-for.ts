/** Resolves once `check()` (sync or async) returns true; rejects after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 30_000, intervalMs = 25, what = 'condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
