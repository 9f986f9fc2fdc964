'use client';

import { useEffect, useRef } from 'react';

/**
 * Whether the reader has just followed a link away from this page: true from the click on a
 * link to another page until the page goes. A client-side navigation commits its URL only
 * when the next page is ready, and a history.replaceState in between (the map writing its
 * camera into the address when its canvas settles) would put the router back on this page and
 * drop the navigation. Modified clicks (new tab or window) and links within the page don't
 * count: the reader stays.
 */
export function useLeavingPage(isThisPage: (pathname: string) => boolean) {
  const leaving = useRef(false);
  const isThisPageRef = useRef(isThisPage);
  useEffect(() => {
    isThisPageRef.current = isThisPage;
  });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && !isThisPageRef.current(url.pathname)) leaving.current = true;
    };
    // Capture: seen before the link's own handler starts the navigation.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return leaving;
}
