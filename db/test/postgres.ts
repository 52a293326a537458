import pg from 'pg';
import { randomBytes } from 'node:crypto';

/** The server the tests use: TEST_DATABASE_URL, else the one every machine of the project runs. */
const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A schema of its own for a test file, so files run side by side on one database. */
export interface TestSchema {
  url: string;
  schema: string;
  drop(): Promise<void>;
}

/**
 * Names a fresh schema (the opener creates it) and checks the server answers first: a test
 * that needs PostgreSQL fails, naming the setting, when it cannot be reached, never skips.
 */
export async function testSchema(): Promise<TestSchema> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery('select 1').catch((error: Error) => {
    throw new Error(`PostgreSQL is not reachable at TEST_DATABASE_URL=${TEST_POSTGRES_URL}: ${error.message}`);
  });
  return {
    url: TEST_POSTGRES_URL,
    schema,
    drop: () => adminQuery(`drop schema if exists "${schema}" cascade`),
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
