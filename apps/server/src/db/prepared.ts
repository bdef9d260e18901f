import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/**
 * Named prepared statements for the hottest queries (a spot by id, …).
 *
 * PostgreSQL plans every unnamed statement afresh, and for a three-table join the planning costs
 * several times the execution: measured at 100,000 spots, the spot-detail lookup ran 4,700
 * queries/s unnamed and 16,000 named. A query made with `preparedStatement()` keeps its SQL
 * text in the registry below; when a connection later receives that exact text it sends it as a named
 * statement, which PostgreSQL parses and plans once per connection and then reuses.
 *
 * Opt-in, for queries whose plan does not depend on the parameter values (lookups by key):
 * a generic plan for a search whose best plan varies with the text would be a poor trade.
 */
const statementNames = new Map<string, string>();

/**
 * A hot query, built and compiled by Kysely once and from then on run as a named prepared
 * statement with each call's values: neither Kysely nor PostgreSQL plans it again.
 *
 * `build` is called once, with the `sample` values, which must differ from one another; every
 * parameter of the query it returns must be one of them (a value may be used several times),
 * so that each call's values can take their places.
 */
export function preparedStatement<P extends readonly unknown[], R>(
  build: (db: Kysely<Database>, ...values: P) => Compilable<R>,
  sample: P,
): (db: Kysely<Database>, ...values: P) => Promise<QueryResult<R>> {
  let compiled: CompiledQuery<R> | undefined;
  let places: number[] = [];
  return (db, ...values) => {
    if (!compiled) {
      const query = build(db, ...sample).compile();
      places = query.parameters.map((p) => sample.indexOf(p));
      if (new Set(sample).size !== sample.length || places.includes(-1)) {
        throw new Error(`A prepared statement's parameters must be its values: ${query.sql}`);
      }
      if (statementNames.size >= MAX_STATEMENTS) throw new Error('Too many prepared statements.');
      statementNames.set(query.sql, `divespot_${statementNames.size + 1}`);
      compiled = query;
    }
    return db.executeQuery({ ...compiled, parameters: places.map((i) => values[i]) });
  };
}

/** A guard against a statement built in a loop: the app has a handful of hot lookups. */
const MAX_STATEMENTS = 100;

/**
 * The node-postgres client the pool hands to Kysely: a registered SQL text goes out as a named
 * statement (pg remembers per connection which names it has already parsed), anything else as is.
 */
export class PreparingClient extends pg.Client {}

type AnyQuery = (this: pg.Client, ...args: unknown[]) => unknown;
// Called below with the client as `this`, never detached from one.
// eslint-disable-next-line @typescript-eslint/unbound-method
const plainQuery = pg.Client.prototype.query as AnyQuery;

PreparingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [text, values, callback] = args;
  const name = typeof text === 'string' ? statementNames.get(text) : undefined;
  if (name !== undefined && (values === undefined || Array.isArray(values))) {
    return plainQuery.call(this, { name, text, values }, callback);
  }
  return plainQuery.apply(this, args);
} as pg.Client['query'];
