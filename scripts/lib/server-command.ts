// How the server process runs: by `npm start` and by the benchmarks, so that what is measured is
// what runs in production. Paths are relative to the repository root.

/**
 * Node's arguments for the server. Node runs its TypeScript itself, stripping the types (decision
 * 0018): no loader in between.
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MB halves (16 MB by default).
 * Under load a request's objects (headers, write buffers, answers) live a few milliseconds; with
 * small halves the collector runs every ~70 ms at 5,000 requests/s and moves the objects of
 * requests in flight into the old generation, which then needs full collections. Larger halves
 * cut the server's CPU per request under autocannon load by about a sixth, on /api/health and on
 * /api/spot/map alike; V8 only grows them when the allocation rate asks for it.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64'];

/**
 * Node's compile cache for the server (the environment's NODE_COMPILE_CACHE wins): a start reuses
 * what the last one compiled of each unchanged module, type-stripped source included, so the
 * stripper is not even loaded. Importing the server's modules took 1.2 s instead of 1.5 s
 * (decision 0018). Entries are keyed by the file's contents and Node's version.
 */
export const SERVER_COMPILE_CACHE = 'node_modules/.cache/node-compile-cache';

/** The server's entry point. */
export const SERVER_ENTRY = 'apps/server/src/main.ts';
