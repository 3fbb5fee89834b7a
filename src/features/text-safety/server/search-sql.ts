import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/** A `text[]` parameter as an array literal ('{"이혼","양육"}'), read the same by PGlite and node-postgres. */
export function sqlTextArray(values: string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
