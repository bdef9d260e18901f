/** Resolves once `check()` (sync or async) returns true; rejects after `timeoutMs`. */
export async function waitFor(
  check,
  { timeoutMs = 30_000, intervalMs = 25, what = 'condition' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
