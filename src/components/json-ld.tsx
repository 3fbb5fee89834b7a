import { serializeJsonLd, type JsonLdObject } from '@/lib/json-ld';

/** One schema.org block; see lib/structured-data.ts for the builders. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
