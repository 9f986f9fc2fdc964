'use client';

import { loadReviewEditor } from '@/components/reviews/load-review-editor';
import { MyVisits } from '@/components/queues/my-visits';
import type { Locale } from '@/lib/locales';

// Features do not import each other (lint zones): the page hands my visits the review
// editor's loader, so 'write a review' warms the very chunk the reviews tab opens.
const preloadReviewEditor = () => void loadReviewEditor();

/** /history/myvisits in the browser: my visits, with the review editor preloaded on intent. */
export function MyVisitsScreen({ lang }: { lang: Locale }) {
  return <MyVisits lang={lang} preloadReviewEditor={preloadReviewEditor} />;
}
