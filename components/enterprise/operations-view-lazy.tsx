'use client';

import dynamic from 'next/dynamic';

/* The operations forms use the contracts' zod limits: in a chunk of their own (decision 028). */
export const LazyOperationsView = dynamic(() => import('./operations-view').then((m) => m.OperationsView));
