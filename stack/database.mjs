import pg from 'pg';

/**
 * Runs `sql` on the native stack's database (its `databaseUrl`) and answers the rows of its last
 * statement: several statements may be sent at once when no `values` are.
 * @param {string} databaseUrl
 * @param {string} sql
 * @param {unknown[]} [values]
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function queryDatabase(databaseUrl, sql, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Several statements answer a result each: the last is the query's.
    const results = /** @type {unknown} */ (await client.query(sql, values));
    const { rows } = /** @type {{ rows: Record<string, unknown>[] }} */ ([results].flat().at(-1));
    return rows;
  } finally {
    await client.end();
  }
}
