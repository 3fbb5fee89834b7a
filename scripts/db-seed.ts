// `npm run db:seed [-- --demo]`: migrates, then seeds what an empty database needs (never over
// existing rows); with --demo also the firm's demo catalog (lawyers, cases, reviews, posts).
import { openDatabase } from '../src/server/db/client';
import { databaseTarget } from '../src/server/db/db';
import { seedDemoCatalogIfEmpty, seedDemoContent } from '../src/server/seed';

const handle = await openDatabase(databaseTarget());
await seedDemoContent(handle.db);
const catalog = process.argv.includes('--demo') ? await seedDemoCatalogIfEmpty(handle.db) : false;
await handle.close();
console.log(`seeded (${handle.target.kind})${catalog ? ' with the demo catalog' : ''}`);
