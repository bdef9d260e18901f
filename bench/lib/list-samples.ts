/**
 * A signed-in diver for the lists benchmark: the admin account the server makes on start
 * (BENCH_ADMIN), signed in, given LISTS lists of ITEMS spots each through the real API.
 */

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

export const LISTS = 50;
export const ITEMS_PER_LIST = 100;

export interface ListsSession {
  headers: Record<string, string>;
  /** Spot ids saved in some list, and ids saved in none. */
  saved: number[];
  unsaved: number[];
}

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: object,
): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs the benchmark's admin in: its bearer token's header. */
export async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const auth = await call<{ accessToken: string }>(
    baseUrl,
    'POST',
    '/api/authenticate',
    {},
    { username: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  );
  return { Authorization: `Bearer ${auth.accessToken}` };
}

/**
 * Signs the admin in and fills its lists: list i holds spots i … i+ITEMS_PER_LIST-1 of `ids`
 * (so lists overlap, as real ones do), sixteen requests at a time.
 */
export async function prepareLists(baseUrl: string, ids: number[]): Promise<ListsSession> {
  const need = LISTS + ITEMS_PER_LIST;
  if (ids.length < need * 2) throw new Error(`Need ${need * 2} spot ids, got ${ids.length}.`);
  const headers = await signIn(baseUrl);
  const lists: { objectId: number }[] = [];
  for (let i = 0; i < LISTS; i++) {
    lists.push(
      await call(baseUrl, 'POST', '/api/bookmarks/lists', headers, { name: `Trip ${i + 1}` }),
    );
  }
  const adds = lists.flatMap((f, i) =>
    ids.slice(i, i + ITEMS_PER_LIST).map((objectId) => ({ id: f.objectId, objectId })),
  );
  for (let i = 0; i < adds.length; i += 16) {
    await Promise.all(
      adds.slice(i, i + 16).map((a) =>
        call(baseUrl, 'POST', `/api/bookmarks/folders/${a.id}/items`, headers, {
          objectId: a.objectId,
          type: 'DIVE_SPOT',
        }),
      ),
    );
  }
  return { headers, saved: ids.slice(0, need), unsaved: ids.slice(need, need * 2) };
}
