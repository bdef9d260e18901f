import { rmSync } from 'node:fs';

/**
 * Removes the run's temporary root (server DATA_DIR and build snapshot) made by
 * playwright.config.ts. Playwright stops the web server only after global teardown, so the removal
 * waits for the runner's exit, when the server is gone and no longer writes to its database files.
 */
export default function globalTeardown(): void {
  const dir = process.env.E2E_TMP_ROOT;
  if (!dir || !dir.includes('divespot-e2e-')) return;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
