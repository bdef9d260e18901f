import pg from 'pg';
import type { Cluster } from '../../../../scripts/lib/pg-cluster.ts';

/*
 * The database fault checks' building blocks live in scripts/lib, shared with `npm run chaos`;
 * the tests load them when they run.
 */

export type { Cluster };

/** Creates the database `divespot` on a private cluster and returns its connection string. */
export async function createAppDatabase(cluster: Cluster): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE divespot');
  await admin.end();
  return cluster.url.replace(/\/postgres$/, '/divespot');
}

export const pgCluster = () => import('../../../../scripts/lib/pg-cluster.ts');

export const chaosPostgresRestart = () =>
  import('../../../../scripts/lib/chaos-postgres-restart.ts');

export const serverProcess = () => import('../../../../scripts/lib/server-process.ts');

export const freePort = async () =>
  (await import('../../../../scripts/lib/free-port.ts')).freePort();
