import pg from 'pg';

/**
 * The PostgreSQL project's test schemas (`t_…`, one per test app, server/test/testApp.ts) are dropped before and after
 * the run, not as each app closes: a schema dropped while another worker's migrator reads the catalogue of every
 * schema fails that migration («relation … does not exist»).
 */
async function dropTestSchemas() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname ~ '^t_[0-9a-f]{12}$'`);
    for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
  } finally {
    await client.end();
  }
}

export default async function setup() {
  await dropTestSchemas();
  return dropTestSchemas;
}
