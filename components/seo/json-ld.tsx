import { serializeJsonLd } from '@/lib/json-ld';

/**
 * Structured data for crawlers. The serializer escapes "<" (and friends) so a title
 * containing "</script>" cannot close the element and inject markup.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
