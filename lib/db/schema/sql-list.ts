import { sql, type SQL } from 'drizzle-orm';

/** A check's `IN (…)` list from a table of names in code ('A', 'B'): the database refuses what the code does not name. */
export const sqlList = (values: readonly string[]): SQL => sql.raw(values.map((v) => `'${v}'`).join(', '));
