// Bounded load on a server under test, for the database fault checks: a fixed number of
// connections each sending a mix of reads, writes that can be checked afterwards (share links)
// and page loads, until a deadline. Every answer is recorded with when it was asked and answered.

let shareSeq = 0;

/** The mix, by turn: spot search, share-link write, spot list, a content page (head lookup). */
const REQUESTS = [
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
export async function runLoad({ base, connections, log, done, maxMs = 60_000 }) {
  const deadline = Date.now() + maxMs;
  const worker = async (id) => {
    for (let turn = id; !done() && Date.now() < deadline; turn++) {
      const request = REQUESTS[turn % REQUESTS.length]();
      const entry = { kind: request.kind, path: request.path, startedAt: Date.now() };
      try {
        const res = await fetch(base + request.path, {
          method: request.method ?? 'GET',
          signal: AbortSignal.timeout(35_000),
        });
        entry.status = res.status;
        entry.retryAfter = res.headers.get('retry-after');
        const text = await res.text();
        if (request.kind === 'write' && res.status === 201) {
          entry.slug = JSON.parse(text).niceUrl.split('/share/')[1];
        }
        if (request.kind === 'page') entry.shell = text.includes('<div id="root">');
      } catch (error) {
        entry.status = 0;
        entry.error = error.cause?.code ?? error.message;
        // Don't spin when the server is gone.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      entry.endedAt = Date.now();
      log.push(entry);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, id) => worker(id)));
}

/** How many acknowledged share links no longer resolve. */
export async function lostWrites(base, slugs) {
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

/** Counts of a load log by status, e.g. `{ 200: 812, 201: 301, 503: 40 }`. */
export function countByStatus(log) {
  const counts = {};
  for (const { status } of log) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
