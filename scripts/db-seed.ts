// `npm run db:seed`: migrates, then seeds demo content into an empty database (never over existing rows).
import { openDatabase } from '../src/server/db/client';
import { databaseTarget } from '../src/server/db/db';
import { seedDemoContent } from '../src/server/seed';

const handle = await openDatabase(databaseTarget());
await seedDemoContent(handle.db);
await handle.close();
console.log(`seeded (${handle.target.kind})`);
