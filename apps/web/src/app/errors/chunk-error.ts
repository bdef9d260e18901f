const CHUNK_MESSAGES = [
  'failed to fetch dynamically imported module',
  'importing a module script failed',
  'dynamically imported module',
  'error loading dynamically imported module',
];

/** True when a lazy page module could not be downloaded (deploy, offline, flaky network). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  const message = error.message.toLowerCase();
  return CHUNK_MESSAGES.some((m) => message.includes(m));
}
