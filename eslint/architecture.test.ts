import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { architectureConfig } from './architecture.js';

/**
 * The architecture rules over a small tree laid out like the repository: each fixture file breaks
 * one rule (or none), and each must report exactly that rule.
 */
const FIXTURES: Record<string, string> = {
  // Server layers.
  'apps/server/src/main.ts': "import { buildServer } from './app/server.ts';\nbuildServer();\n",
  'apps/server/src/app/server.ts':
    "import { spotsFeature } from '../modules/spots/index.ts';\nexport const buildServer = () => spotsFeature;\n",
  'apps/server/src/modules/spots/index.ts':
    "import { notFound } from '../../http/errors.ts';\nexport const spotsFeature = notFound;\n",
  'apps/server/src/http/errors.ts': 'export const notFound = 404;\n',
  'apps/server/src/http/page-heads.ts':
    "import { spotsFeature } from '../modules/spots/index.ts';\nexport const heads = spotsFeature;\n",
  'apps/server/src/modules/spots/uses-app.ts':
    "import { buildServer } from '../../app/server.ts';\nexport const app = buildServer;\n",
  // SQL only in repositories.
  'apps/server/src/modules/spots/spots.repository.ts':
    "import { sql } from 'kysely';\nexport const one = (db: any) => db.selectFrom('spot').select(sql`1`.as('one'));\n",
  'apps/server/src/modules/spots/spots.service.ts':
    "export const all = (db: any) => db.selectFrom('spot').selectAll().execute();\n",
  'apps/server/src/modules/spots/spots.routes.ts':
    "import { sql } from 'kysely';\nexport const now = (db: any) => sql`select now()`.execute(db);\n",
  // Endpoints from the contract.
  'apps/server/src/modules/spots/spots-old.routes.ts':
    "export const register = (app: any) => app.get('/api/spot', () => []);\n",
  'apps/server/src/modules/spots/spots-template.routes.ts':
    'export const register = (app: any, id: string) => app.get(`/api/spot/${id}`, () => []);\n',
  // Errors from their factories.
  'apps/server/src/modules/spots/spots-errors.ts':
    "import { HttpError } from '../../http/errors.ts';\nexport const gone = () => new HttpError(410, 'GONE', 'Gone.');\n",
  // A cycle.
  'packages/shared/src/left.ts':
    "import { right } from './right.ts';\nexport const left = () => right;\n",
  'packages/shared/src/right.ts':
    "import { left } from './left.ts';\nexport const right = () => left;\n",
  'packages/shared/src/uses-app.ts':
    "import { notFound } from '../../../apps/server/src/http/errors.ts';\nexport const code = notFound;\n",
  // Web layers and feature entry points.
  'apps/web/src/features/auth/index.ts': "export { useSession } from './session.ts';\n",
  'apps/web/src/features/auth/session.ts': 'export const useSession = () => null;\n',
  'apps/web/src/features/account/through-index.ts':
    "import { useSession } from '../auth/index.ts';\nexport const session = useSession;\n",
  'apps/web/src/features/account/deep.ts':
    "import { useSession } from '../auth/session.ts';\nexport const session = useSession;\n",
  'apps/web/src/components/ui/uses-feature.ts':
    "import { useSession } from '../../features/auth/index.ts';\nexport const session = useSession;\n",
  'apps/web/src/routes/profile.ts':
    "import { useSession } from '../features/auth/session.ts';\nexport const session = useSession;\n",
  'apps/web/src/routes/clean.ts':
    "import { useSession } from '../features/auth/index.ts';\nexport const session = useSession;\n",
  // Size.
  'apps/web/src/lib/long.ts': Array.from(
    { length: 401 },
    (_, i) => `export const v${i} = ${i};`,
  ).join('\n'),
  'apps/web/src/lib/short.ts': Array.from(
    { length: 400 },
    (_, i) => `export const v${i} = ${i};`,
  ).join('\n'),
};

let root: string;
let problems: Map<string, string[]>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'divespot-architecture-'));
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: architectureConfig(root),
  });
  const results = await eslint.lintFiles(['apps', 'packages']);
  problems = new Map(
    results.map((r) => [
      path.relative(root, r.filePath),
      r.messages.map((m) => m.ruleId ?? m.message),
    ]),
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const rulesOf = (file: string) => problems.get(file) ?? [];

describe('architecture lint', () => {
  it.each([
    ['apps/server/src/http/page-heads.ts', 'import-x/no-restricted-paths'],
    ['apps/server/src/modules/spots/uses-app.ts', 'import-x/no-restricted-paths'],
    ['apps/server/src/modules/spots/spots.service.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots.routes.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots-old.routes.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots-template.routes.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots-errors.ts', 'no-restricted-syntax'],
    ['packages/shared/src/left.ts', 'import-x/no-cycle'],
    ['packages/shared/src/right.ts', 'import-x/no-cycle'],
    ['packages/shared/src/uses-app.ts', 'import-x/no-restricted-paths'],
    ['apps/web/src/features/account/deep.ts', 'import-x/no-restricted-paths'],
    ['apps/web/src/components/ui/uses-feature.ts', 'import-x/no-restricted-paths'],
    ['apps/web/src/routes/profile.ts', 'import-x/no-restricted-paths'],
    ['apps/web/src/lib/long.ts', 'max-lines'],
  ])('%s breaks %s', (file, rule) => {
    expect(rulesOf(file)).toContain(rule);
    expect(new Set(rulesOf(file))).toEqual(new Set([rule]));
  });

  it.each([
    'apps/server/src/main.ts',
    'apps/server/src/app/server.ts',
    'apps/server/src/modules/spots/index.ts',
    'apps/server/src/modules/spots/spots.repository.ts',
    'apps/web/src/features/account/through-index.ts',
    'apps/web/src/routes/clean.ts',
    'apps/web/src/lib/short.ts',
  ])('%s keeps every rule', (file) => {
    expect(problems.has(file)).toBe(true);
    expect(rulesOf(file)).toEqual([]);
  });
});
