'use client';

import dynamic from 'next/dynamic';

/*
 * The editor validates with the API's own zod schema and react-hook-form, which no page may
 * load up front (decision 028): the page's first load stays small and the form arrives in
 * its own chunk, rendered on the server all the same.
 */
export const LazyPopupEditor = dynamic(() => import('./popup-editor').then((m) => m.PopupEditor));
export const LazyNewPopupEditor = dynamic(() => import('./popup-editor').then((m) => m.NewPopupEditor));
