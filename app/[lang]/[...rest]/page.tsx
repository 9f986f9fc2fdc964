import { notFound } from 'next/navigation';

/**
 * Any path under a locale that no route matches (`/nope`, `/en/a/b`) lands here and
 * renders the localized app/[lang]/not-found.tsx with HTTP 404, inside the app's layout,
 * instead of Next's bare default page.
 */
export default function CatchAllPage() {
  notFound();
}
