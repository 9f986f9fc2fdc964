import '@/api/server-transport';
import type { Metadata } from 'next';
import { spotPageMetadata, type SpotPageProps } from '@/app/[lang]/popup/[id]/spot-page';
import { PassPopupPage } from '../../pass-popup-page';

// Counters in the HTML may be this old (seconds); edits arrive at once (cache tags).
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: SpotPageProps): Promise<Metadata> {
  return spotPageMetadata(props, 'pass');
}

/** `/pass/popups/{id}?tab=MAP` as the proxy rewrites it: each tab is its own cached page. */
export default PassPopupPage;
