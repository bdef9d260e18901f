import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_ROUTES } from '@divespot/shared/routes';
import { describe, expect, it } from 'vitest';

const routesDir = fileURLToPath(new URL('../routes/', import.meta.url));

describe('page modules', () => {
  it.each(PAGE_ROUTES.map((r) => [r.pattern, r.module]))(
    '%s has a page module exporting Component',
    (_pattern, module) => {
      const file = `${routesDir}${module}.tsx`;
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/export (function|const) Component\b/);
    },
  );
});
