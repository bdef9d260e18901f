import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './catalogs/en-US.json';
import { DATA_AREAS, messageArea, ROUTE_AREAS, SHELL_AREA } from './catalog-areas.ts';

const SRC = resolve(import.meta.dirname, '../..');
const IDS = new Set(Object.keys(enUS));
const IMPORT =
  /(?:import|export)\s*(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)?\s*(?:,\s*\{[^}]*\})?\s*(?:from\s*)?'(\.{1,2}\/[^']+)'|import\s*\(\s*'(\.{1,2}\/[^']+)'/g;
const LITERAL = /['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g;

/** `{ A, b as C, type D }` → ['A', 'b', 'D'] as imported, ['A', 'C', 'D'] as exported. */
const namesOf = (clause: string, side: 'imported' | 'exported') =>
  clause
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => {
      const [name, alias] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      return (side === 'exported' ? (alias ?? name) : name)?.trim() ?? '';
    })
    .filter(Boolean);

/**
 * The files a module loads, itself included, following relative imports (lazy ones too). A
 * feature's index only leads to the files of the names imported from it, as a bundler's tree
 * shaking would.
 */
function closure(entry: string): string[] {
  const seen = new Map<string, Set<string> | 'all'>();
  const queue: [string, Set<string> | 'all'][] = [[entry, 'all']];
  while (queue.length > 0) {
    const [file, names] = queue.pop()!;
    if (!existsSync(file)) continue;
    const before = seen.get(file);
    if (before === 'all' || (before && names !== 'all' && [...names].every((n) => before.has(n))))
      continue;
    const merged = names === 'all' || before === undefined ? names : new Set([...before, ...names]);
    seen.set(file, merged);
    const isIndex = file.endsWith('/index.ts');
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const [statement, , clause, target = match[4]] = match;
      if (!target || !/\.tsx?$/.test(target)) continue;
      const next = resolve(dirname(file), target);
      const isReExport = statement.startsWith('export');
      if (isIndex && isReExport && merged !== 'all') {
        const exported = clause?.startsWith('{') ? namesOf(clause, 'exported') : null;
        if (exported && !exported.some((n) => merged.has(n))) continue;
      }
      const imported =
        clause?.startsWith('{') && !isReExport ? new Set(namesOf(clause, 'imported')) : 'all';
      queue.push([next, imported]);
    }
  }
  return [...seen.keys()].filter((f) => !/\.test\.tsx?$/.test(f));
}

/** The catalog ids named as literals in a set of files. */
function idsIn(files: string[]): Set<string> {
  const ids = new Set<string>();
  for (const file of files) {
    for (const [, literal] of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      if (literal && IDS.has(literal)) ids.add(literal);
    }
  }
  return ids;
}

const missingAreas = (ids: Set<string>, areas: readonly string[]) =>
  [...ids].filter((id) => ![SHELL_AREA, ...areas].includes(messageArea(id)));

describe('catalog areas', () => {
  it('the layout (everything loaded before a page) uses only shell messages', () => {
    const ids = idsIn(closure(join(SRC, 'main.tsx')));
    expect(ids.size).toBeGreaterThan(30);
    expect(missingAreas(ids, [])).toEqual([]);
  });

  const modules = readdirSync(join(SRC, 'routes')).map((f) => f.replace(/\.tsx$/, ''));

  it('lists the areas of every page module', () => {
    expect(Object.keys(ROUTE_AREAS).sort()).toEqual([...modules].sort());
  });

  it.each(modules)('the %s page loads the areas of every message its code names', (module) => {
    const ids = idsIn(closure(join(SRC, 'routes', `${module}.tsx`)));
    expect(missingAreas(ids, ROUTE_AREAS[module] ?? [])).toEqual([]);
    // Each listed area is one the page's code uses: none is downloaded for nothing.
    const used = new Set([...ids].map(messageArea));
    // Vocabulary and the words of data (tags, places) are named by codes, not literals.
    const byCode = new Set(['vocab', ...Object.values(DATA_AREAS)]);
    for (const area of ROUTE_AREAS[module] ?? []) {
      if (!byCode.has(area)) expect(used, `${module}: ${area}`).toContain(area);
    }
  });
});
