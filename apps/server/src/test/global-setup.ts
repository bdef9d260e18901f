import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, type DatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Vitest global set-up of the server's tests: the template databases of this run (on PGlite, or
 * on the PostgreSQL server of TEST_DATABASE_URL), handed to every test file and removed at the end.
 */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildDatabaseTemplates(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
