// `npm run db:migrate`: applies the migrations in drizzle/ to the configured database.
import { openDatabase } from '../src/server/db/client';
import { databaseTarget } from '../src/server/db/db';

const handle = await openDatabase(databaseTarget());
await handle.close();
console.log(`migrated (${handle.target.kind})`);
