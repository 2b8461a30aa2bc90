import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines (lib/structured-data.ts). `<` is escaped
 * so no value can close the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
