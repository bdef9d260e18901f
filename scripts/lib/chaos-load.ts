// Bounded load on a server under test, for the database fault checks: a fixed number of
// connections each sending a mix of reads, writes that can be checked afterwards (share links)
// and page loads, until a deadline. Every answer is recorded with when it was asked and answered.

let shareSeq = 0;

interface LoadRequest {
  kind: 'read' | 'write' | 'page';
  path: string;
  method?: string;
}

/** One answered request: status 0 means no HTTP answer at all (refused, reset). */
export interface LoadEntry {
  kind: LoadRequest['kind'];
  path: string;
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter?: string | null;
  /** The share link's slug, for an acknowledged write. */
  slug?: string;
  /** Whether a page came with the app's shell. */
  shell?: boolean;
  error?: string;
}

/** The mix, by turn: spot search, share-link write, spot list, a content page (head lookup). */
const REQUESTS: (() => LoadRequest)[] = [
  () => ({ kind: 'read', path: '/api/spot?q=reef&size=10' }),
  () => {
    // Each view differs, so each acknowledged write is its own link.
    const n = ++shareSeq;
    const lat = (n % 80) + (n % 997) / 1000;
    const lng = (n % 170) + (n % 991) / 1000;
    return {
      kind: 'write',
      method: 'POST',
      path: `/api/share/create?ne=${lat + 1},${lng + 1}&sw=${lat},${lng}&zoom=${(n % 18) + 1}`,
    };
  },
  () => ({ kind: 'read', path: '/api/spot?sort=rating&size=20' }),
  () => ({ kind: 'page', path: '/spot/id/1' }),
];

/**
 * Runs `connections` loops against `base` until `done()` says so or `maxMs` have passed,
 * appending every request to `log` as it is answered: `{ kind, path, status, startedAt,
 * endedAt, retryAfter, slug?, shell?, error? }`; status 0 means no HTTP answer at all (refused,
 * reset: the server is gone).
 */
export async function runLoad({
  base,
  connections,
  log,
  done,
  maxMs = 60_000,
}: {
  base: string;
  connections: number;
  log: LoadEntry[];
  done: () => boolean;
  maxMs?: number;
}): Promise<void> {
  const deadline = Date.now() + maxMs;
  const worker = async (id: number) => {
    for (let turn = id; !done() && Date.now() < deadline; turn++) {
      const request = REQUESTS[turn % REQUESTS.length]!();
      const entry: Omit<LoadEntry, 'endedAt'> = {
        kind: request.kind,
        path: request.path,
        startedAt: Date.now(),
        status: 0,
      };
      try {
        const res = await fetch(base + request.path, {
          method: request.method ?? 'GET',
          signal: AbortSignal.timeout(35_000),
        });
        entry.status = res.status;
        entry.retryAfter = res.headers.get('retry-after');
        const text = await res.text();
        if (request.kind === 'write' && res.status === 201) {
          entry.slug = (JSON.parse(text) as { niceUrl: string }).niceUrl.split('/share/')[1];
        }
        if (request.kind === 'page') entry.shell = text.includes('<div id="root">');
      } catch (error) {
        entry.status = 0;
        entry.error = errorCode(error);
        // Don't spin when the server is gone.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      log.push({ ...entry, endedAt: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, id) => worker(id)));
}

/** How many acknowledged share links no longer resolve. */
export async function lostWrites(base: string, slugs: readonly string[]): Promise<number> {
  let lost = 0;
  for (let i = 0; i < slugs.length; i += 20) {
    const batch = slugs.slice(i, i + 20);
    const answers = await Promise.all(
      batch.map((slug) => fetch(`${base}/api/share/resolve/${slug}`).then((r) => r.status)),
    );
    lost += answers.filter((status) => status !== 200).length;
  }
  return lost;
}

/** The slugs of the share links a load log's writes were acknowledged with. */
export function acknowledgedSlugs(log: readonly LoadEntry[]): string[] {
  return log.flatMap((e) => (e.slug ? [e.slug] : []));
}

/** Counts of a load log by status, e.g. `{ 200: 812, 201: 301, 503: 40 }`. */
export function countByStatus(log: readonly LoadEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of log) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Why a request got no answer: the socket error's code (ECONNREFUSED) or the message. */
function errorCode(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}
