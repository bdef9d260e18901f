import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACTIVITIES,
  CERTIFICATION_NAMES,
  CURRENT_NAMES,
  ENTRY_NAMES,
  FACILITY_NAMES,
  LEVELS,
  WATER_TYPE_NAMES,
} from '@divespot/shared/spot-vocabulary';
import type { Database } from '../db/schema.ts';
import {
  createAccountTestApp,
  freshIp,
  registerUser,
} from '../modules/account/account.test-helpers.ts';
import {
  Encoded,
  extraParams,
  jsonBody,
  operationsOf,
  paramValues,
  type Operation,
} from './api-fuzz.arbitraries.ts';

/*
 * Walks the OpenAPI document the server publishes and sends every operation generated bad input,
 * anonymously and signed in. No answer may be a 5xx or show a stack trace, a file path or SQL.
 * A fixed seed keeps CI repeatable; FUZZ_RUNS (cases per operation) and FUZZ_SEED go further.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ADMIN = { username: 'fuzz-admin@example.org', password: 'fuzz-admin-secret' };

/** Open-Meteo on loopback, answering one day without readings, so weather calls succeed. */
const weather = createServer((req, res) => {
  const day = ['2025-06-01'];
  const none = [null];
  const body = req.url?.startsWith('/marine')
    ? {
        current: {},
        daily: {
          time: day,
          wave_height_max: none,
          swell_wave_height_max: none,
          swell_wave_period_max: none,
          swell_wave_direction_dominant: none,
        },
        hourly: { time: ['2025-06-01T00:00'], sea_surface_temperature: none },
      }
    : {
        timezone: 'UTC',
        current: { time: '2025-06-01T12:00' },
        daily: {
          time: day,
          weather_code: none,
          temperature_2m_max: none,
          temperature_2m_min: none,
          wind_speed_10m_max: none,
        },
      };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});
await new Promise<void>((resolve) => weather.listen(0, '127.0.0.1', resolve));
const upstream = `http://127.0.0.1:${(weather.address() as AddressInfo).port}`;

const { t, smtp } = await createAccountTestApp({
  WEATHER_FORECAST_URL: `${upstream}/forecast`,
  WEATHER_MARINE_URL: `${upstream}/marine`,
  ADMIN_EMAIL: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => weather.close(resolve));
});

/** Real slugs and ids by parameter name, so cases also reach past the "not found" answers. */
async function samplesFrom(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const rows = async (table: 'country' | 'region' | 'spot' | 'species' | 'dive_center') =>
    (await db.selectFrom(table).select(['slug', 'id']).orderBy('id').limit(3).execute()).map(
      (r) => ({ slug: r.slug, id: String(r.id) }),
    );
  const [country, region, spot, species, centers] = [
    await rows('country'),
    await rows('region'),
    await rows('spot'),
    await rows('species'),
    await rows('dive_center'),
  ];
  const images = await db.selectFrom('image').select('id').orderBy('id').limit(3).execute();
  const share = await t.app.inject({
    method: 'POST',
    url: '/api/share/create?ne=28.5,34.9&sw=27.1,33.2&zoom=8',
  });
  const shared = /\/share\/([\w-]+)$/.exec(share.json<{ niceUrl: string }>().niceUrl)?.[1] ?? '';
  const slugs = (list: { slug: string }[]) => list.map((r) => r.slug);
  return {
    country: slugs(country),
    region: slugs(region),
    spot: slugs(spot),
    slug: [shared, ...slugs([...spot, ...species, ...centers])],
    id: [
      '1',
      ...[country, region, spot, species, centers].flat().map((r) => r.id),
      ...images.map((r) => String(r.id)),
    ],
  };
}
const samples: Record<string, string[]> = {
  ...(await samplesFrom(t.database.db)),
  email: ['diver@example.org'],
  emailAddress: ['new-diver@example.org'],
  username: ['diver@example.org'],
  token: ['1234'],
  ne: ['28.5,34.9'],
  sw: ['27.1,33.2'],
  center: ['27.8,33.9'],
  origin: ['27.8,33.9', `0.${'0'.repeat(322)}3,1e-320`, `1,0.${'0'.repeat(322)}3`],
  markers: ['27.8,33.9'],
  ...Object.fromEntries(
    Object.entries({
      activityTypes: ACTIVITIES,
      level: LEVELS,
      waterType: Object.keys(WATER_TYPE_NAMES),
      current: Object.keys(CURRENT_NAMES),
      certification: Object.keys(CERTIFICATION_NAMES),
      facilities: Object.keys(FACILITY_NAMES),
      entry: Object.keys(ENTRY_NAMES),
      siteType: ['reef', 'wreck'],
    }).map(([name, words]) => [name, [...words, words.slice(0, 2).join(',')]]),
  ),
};
const forName = (name: string) => samples[name] ?? [];
const operations = operationsOf((await t.app.inject({ url: '/api/openapi.json' })).json());

const tokens: { user?: string; admin?: string } = {};
let users = 0;
async function tokenFor(auth: 'user' | 'admin'): Promise<string> {
  if (auth === 'user') {
    tokens.user ??= (await registerUser(t.app, smtp, `fuzz-${++users}@example.org`)).accessToken;
    return tokens.user;
  }
  if (!tokens.admin) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      remoteAddress: freshIp(),
      payload: ADMIN,
    });
    tokens.admin = res.json<{ accessToken: string }>().accessToken;
  }
  return tokens.admin;
}

const encode = (v: string | Encoded) => {
  if (v instanceof Encoded) return v.text;
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

function caseOf(op: Operation) {
  const inPath = op.parameters.filter((p) => p.in === 'path');
  const inQuery = op.parameters.filter((p) => p.in === 'query');
  const jsonType = fc.constantFrom('application/json', 'application/json; charset=utf-8');
  const body = op.body?.contentTypes.includes('application/json')
    ? fc.tuple(jsonType, jsonBody(op.body.schema, forName))
    : op.body
      ? fc.tuple(fc.constantFrom(...op.body.contentTypes), fc.uint8Array({ maxLength: 512 }))
      : // No body expected: also send the empty and the unwanted ones.
        fc.option(fc.tuple(jsonType, fc.constantFrom('', '{}', '[1]', '"x"')));
  return fc.record({
    path: paramValues(inPath, forName),
    query: paramValues(inQuery, forName),
    extra: extraParams,
    body,
    auth: fc.constantFrom('none', 'user', 'admin', 'forged'),
    ip: fc.ipV4(),
  });
}

const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s+at |\bat [^\s()]+ \([^)]*:\d+:\d+\)|\bat [^\s()]+:\d+:\d+/],
  ['a file path', /(?:\/[\w.@-]+)+\.(?:[cm]?[jt]s)\b|node_modules|file:\/\//],
  [
    'SQL',
    /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[\s\S]*\b(?:FROM|VALUES|SET|WHERE)\b|syntax error at or near|violates \w+ constraint|invalid byte sequence|relation "\w+"/,
  ],
];

/** Long values cut short, so a failure report stays readable. */
const short = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

type Case = ReturnType<typeof caseOf> extends fc.Arbitrary<infer C> ? C : never;

/** Sends one case and checks the answer; throws a short description of the request if bad. */
async function check(op: Operation, c: Case) {
  const inPath = op.parameters.filter((p) => p.in === 'path');
  const inQuery = op.parameters.filter((p) => p.in === 'query');
  const url = c.path.reduce<string>(
    (u, v, i) => u.replace(`{${inPath[i]?.name ?? ''}}`, encode(v ?? '')),
    op.path,
  );
  const query = [
    ...c.query.flatMap((v, i) =>
      v === undefined ? [] : [`${encodeURIComponent(inQuery[i]?.name ?? '')}=${encode(v)}`],
    ),
    ...c.extra.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`),
  ].join('&');
  const headers: Record<string, string> = {};
  if (c.auth === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
  if (c.auth === 'user' || c.auth === 'admin') {
    headers.authorization = `Bearer ${await tokenFor(c.auth)}`;
  }
  if (c.body) headers['content-type'] = c.body[0];
  const payload = c.body ? Buffer.from(c.body[1]) : undefined;
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
    remoteAddress: c.ip,
    ...(payload ? { payload } : {}),
  });
  // A session the case itself ended (sign out, password change) is not used again.
  if (res.statusCode === 401 && (c.auth === 'user' || c.auth === 'admin'))
    tokens[c.auth] = undefined;

  const sent = `${op.method} ${short(query ? `${url}?${query}` : url)} as ${c.auth}${
    payload ? ` with ${c.body?.[0]} ${short(JSON.stringify(payload.toString('utf8')))}` : ''
  }`;
  const answer = `${sent}\n  answered ${res.statusCode} ${short(res.body)}`;
  if (res.statusCode >= 500) throw new Error(answer);
  if (/json|text|html|xml/.test(String(res.headers['content-type']))) {
    for (const [what, pattern] of LEAKS) {
      if (pattern.test(res.body)) throw new Error(`${answer}\n  which shows ${what}`);
    }
  }
}

describe('the API under generated bad input', () => {
  it('publishes its operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const op of operations) {
    it(
      `${op.method} ${op.path} answers without a 5xx or internals`,
      async () => {
        const run = await fc.check(
          fc.asyncProperty(caseOf(op), (c) => check(op, c)),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        // fast-check's own report prints every generated value in full (10,000-character
        // strings included): the request as sent is enough to reproduce it.
        const error = run.errorInstance instanceof Error ? run.errorInstance.message : '';
        expect(
          run.failed,
          `${error}\n  (FUZZ_SEED=${run.seed}, path ${run.counterexamplePath})`,
        ).toBe(false);
      },
      30_000 + RUNS * 500,
    );
  }
});
