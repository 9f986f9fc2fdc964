'use client';

import { useEffect, useState } from 'react';

/**
 * Whether any of the elements is inside the bottom `band` pixels of the viewport, where
 * floating buttons sit: the floating button steps aside while something it would cover passes
 * beneath it. An IntersectionObserver whose root is that band (the viewport less its top),
 * re-made when the viewport's height changes (a phone's toolbar, rotation) and when an
 * element comes or goes (pass them as state from callback refs). Without elements, or
 * without IntersectionObserver, nothing is covered.
 *
 * `assumeCovered`: until the observer has looked (and while it looks again), answer that
 * something is in the band, for what must not show even for a frame over what it covers.
 */
export function useInBottomBand(
  elements: readonly (Element | null | undefined)[],
  band: number,
  { assumeCovered = false }: { assumeCovered?: boolean } = {},
): boolean {
  const [inBand, setInBand] = useState(assumeCovered);
  const [viewportHeight, setViewportHeight] = useState(0);

  useEffect(() => {
    const measure = () => setViewportHeight(window.innerHeight);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const present = elements.filter((el): el is Element => Boolean(el));
  // One key for the set, so a new array of the same elements re-observes nothing.
  const [first, second, third] = present;
  useEffect(() => {
    const observed = [first, second, third].filter((el): el is Element => Boolean(el));
    if (!observed.length || !viewportHeight || typeof IntersectionObserver === 'undefined') return;
    const inside = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inside.add(entry.target);
          else inside.delete(entry.target);
        }
        setInBand(inside.size > 0);
      },
      { rootMargin: `-${Math.max(0, viewportHeight - band)}px 0px 0px 0px` },
    );
    for (const el of observed) observer.observe(el);
    return () => {
      observer.disconnect();
      setInBand(assumeCovered);
    };
  }, [first, second, third, band, viewportHeight, assumeCovered]);

  return present.length > 0 && typeof IntersectionObserver !== 'undefined' ? inBand : false;
}
