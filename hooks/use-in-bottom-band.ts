'use client';

import { useEffect, useState } from 'react';

/**
 * Whether the element is inside the bottom `band` pixels of the viewport, where floating
 * buttons sit: the floating button steps aside while something it would cover passes
 * beneath it. An IntersectionObserver whose root is that band (the viewport less its top),
 * re-made when the viewport's height changes (a phone's toolbar, rotation) and when the
 * element comes or goes (pass it as state from a callback ref). Without the element, or without IntersectionObserver, nothing is covered.
 */
export function useInBottomBand(element: Element | null | undefined, band: number): boolean {
  const [inBand, setInBand] = useState(false);
  const [viewportHeight, setViewportHeight] = useState(0);

  useEffect(() => {
    const measure = () => setViewportHeight(window.innerHeight);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useEffect(() => {
    if (!element || !viewportHeight || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInBand(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `-${Math.max(0, viewportHeight - band)}px 0px 0px 0px`,
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInBand(false);
    };
  }, [element, band, viewportHeight]);

  return inBand;
}
