import { cache } from 'react';
import { apiFetch } from './client';
import type { QueueBestTimes } from './contracts/queue-best-times';

// GET /v1/spots/{id}/spot-queues/best-times - how busy a pop-up usually is by weekday and hour.
// Public and slow-changing: the detail page renders it on the server into its cached HTML
// (decision 041), so no browser code fetches it.
export const getQueueBestTimes = cache((spotId: number) =>
  apiFetch<QueueBestTimes>(`/v1/spots/${spotId}/spot-queues/best-times`),
);
