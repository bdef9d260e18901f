import type { SelectQueryBuilder } from 'kysely';

/** How many rows a select query gives: the same query with its selection replaced by a count. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  // The generic query's row type is not resolved here; the one column is the count.
  return Number((row as { n: string | number | bigint }).n);
}

/**
 * One page of a select query's rows (`size` of them after the first `page * size`), and how many
 * rows the query gives in all.
 */
export async function pageOfRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, size }: { page: number; size: number },
) {
  const [rows, total] = await Promise.all([
    query
      .limit(size)
      .offset(page * size)
      .execute(),
    countRows(query.clearOrderBy()),
  ]);
  return { rows, total };
}
