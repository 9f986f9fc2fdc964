import '@/api/server-transport';
import type { Metadata } from 'next';
import { SpotPage, spotPageMetadata, type SpotPageProps } from '../../spot-page';

// Counters in the HTML may be this old (seconds); edits arrive at once (cache tags).
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: SpotPageProps): Promise<Metadata> {
  return spotPageMetadata(props, 'popup');
}

/** `/popup/{id}?tab=MAP` as the proxy rewrites it: each tab of the detail is its own cached page. */
export default function PopupDetailTabPage(props: SpotPageProps) {
  return <SpotPage {...props} kind="popup" />;
}
