'use client';

import { Suspense, type ReactNode } from 'react';
import { useInView } from '@/hooks/use-in-view';

/**
 * Renders `children` once the reader scrolls near this spot, for lazy sections far down the
 * page whose data is fetched in the browser anyway: their code then arrives when it is needed
 * instead of with the page (decision 028). Nothing is rendered before, on the server included.
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const { ref, inView } = useInView<HTMLDivElement>();
  return <div ref={ref}>{inView ? <Suspense fallback={null}>{children}</Suspense> : null}</div>;
}
