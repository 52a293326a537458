/**
 * `npm run db:copy -- --from data/app.db --to postgres://…`: copies the SQLite database into
 * an empty PostgreSQL one (migrated first), every table in one snapshot, then checks that
 * each table holds as many rows as the source. See docs/scaling.md for the switch.
 */
import { parseArgs } from 'node:util';
import { copySqliteToPostgres, CopyRefused } from '@app/db/copy-to-postgres';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, schema: { type: 'string' } },
  });
  if (!values.from || !values.to?.startsWith('postgres')) {
    console.error(
      'Usage: npm run db:copy -- --from <SQLite file> --to postgres://user@host:5432/database [--schema public]',
    );
    return 2;
  }
  const counts = await copySqliteToPostgres(values.from, { url: values.to, schema: values.schema });
  for (const { table, copied } of counts) console.log(`${table.padEnd(32)} ${String(copied).padStart(9)}`);
  console.log(`Copied ${counts.length} tables; every row count matches ${values.from}.`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof CopyRefused)) throw error;
  console.error(`Copy refused: ${error.message}`);
  process.exitCode = 1;
}
