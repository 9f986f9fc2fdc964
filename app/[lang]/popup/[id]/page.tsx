import '@/api/server-transport';
import type { Metadata } from 'next';
import { SpotPage, spotPageMetadata, type SpotPageProps } from './spot-page';

export async function generateMetadata(props: Omit<SpotPageProps, 'searchParams'>): Promise<Metadata> {
  return spotPageMetadata(props, 'popup');
}

/** /popup/{id}: the pop-up detail with its four tabs (a pass pop-up answers 308 to /pass/popups/{id}). */
export default function PopupDetailPage(props: SpotPageProps) {
  return <SpotPage {...props} kind="popup" />;
}
