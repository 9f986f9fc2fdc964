import '@/api/server-transport';
import type { Metadata } from 'next';
import { SpotPage, spotPageMetadata, type SpotPageProps } from './spot-page';

// Counters in the HTML may be this old (seconds); edits arrive at once (cache tags).
export const revalidate = 60;

// Pop-ups are rendered on their first visit, then served from the cache (invalidated by tag).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: SpotPageProps): Promise<Metadata> {
  return spotPageMetadata(props, 'popup');
}

/** /popup/{id}: the pop-up detail with its four tabs (a pass pop-up answers 308 to /pass/popups/{id}). */
export default function PopupDetailPage(props: SpotPageProps) {
  return <SpotPage {...props} kind="popup" />;
}
