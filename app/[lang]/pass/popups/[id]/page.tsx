import '@/api/server-transport';
import type { Metadata } from 'next';
import { spotPageMetadata, type SpotPageProps } from '@/app/[lang]/popup/[id]/spot-page';
import { PassPopupPage } from './pass-popup-page';

// Counters in the HTML may be this old (seconds); edits arrive at once (cache tags).
export const revalidate = 60;

// Rendered on the first visit, then served from the cache.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: SpotPageProps): Promise<Metadata> {
  return spotPageMetadata(props, 'pass');
}

export default PassPopupPage;
