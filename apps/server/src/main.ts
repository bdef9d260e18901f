import { loadConfig } from './config/env.ts';
import { exitOnConfigError } from './config/parse-env.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { loggerOptions } from './logger.ts';
import { buildServer } from './app/server.ts';
import { errorMessage } from './lib/error-message.ts';

async function main() {
  const started = performance.now();
  const config = exitOnConfigError(() => loadConfig());
  // Connections lost while idle (PostgreSQL restarted) are replaced on the next query; they are
  // only worth a log line, once the logger exists.
  let logConnectionError = (_error: Error) => {};
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    onConnectionError: (error) => logConnectionError(error),
  });
  const app = await buildServer(
    { config, db: database.db, dbKind: database.kind },
    loggerOptions(config),
  );
  // The pool opens a new connection on the next query; an outage is logged once, not per
  // connection.
  logConnectionError = (error) => app.databaseOutage.connectionLost(error);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      app.log.info('database closed; bye');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  // `on`, not `once`: a terminal's Ctrl-C reaches both `npm start` (which forwards it) and the
  // server, and a second signal must not kill the process while the database is closing.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const schema = await migrateToLatest(database.db);
  const seeded = config.seed ? await seedDatabase(database.db) : [];
  app.log.info(
    {
      database: database.kind,
      ...(database.kind === 'pglite' ? { dataDir: config.dataDir } : {}),
      schema: schema.version,
      seeded,
    },
    'database ready',
  );

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `DiveSpot is ready at ${config.publicUrl} (started in ${Math.round(performance.now() - started)} ms)`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`DiveSpot failed to start: ${errorMessage(error)}\n`);
  process.exit(1);
});
