'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `rootMargin` of the viewport:
 * sections far down the page fetch their data only when the reader gets near them, which
 * keeps the first load light. Without IntersectionObserver (old browsers, test DOMs) the
 * element counts as visible at once.
 */
export function useInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof window !== 'undefined' && !('IntersectionObserver' in window));

  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, rootMargin]);

  return { ref, inView: seen };
}
