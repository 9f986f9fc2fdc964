// Queue ticket statuses without zod: the waiting page's browser code asks isActiveTicket, and a
// value from api/contracts/queues.ts would bring zod into its first load (decision 028).

/**
 * REGISTERED waiting, CALLED entry call (wait on site), ENTERED entry done, CANCELED left by
 * the user, CANCELED_BY_MANAGER removed by staff, NO_SHOW did not come when called.
 */
export const queueTicketStatuses = [
  'REGISTERED',
  'CALLED',
  'ENTERED',
  'CANCELED',
  'CANCELED_BY_MANAGER',
  'NO_SHOW',
] as const;
export type QueueTicketStatus = (typeof queueTicketStatuses)[number];

/** Tickets that still hold a place in line; only these can be left. */
export const activeTicketStatuses = ['REGISTERED', 'CALLED'] as const satisfies readonly QueueTicketStatus[];
export function isActiveTicket(status: QueueTicketStatus): boolean {
  return (activeTicketStatuses as readonly QueueTicketStatus[]).includes(status);
}

/**
 * How a ticket came to be: REMOTE from the detail page, ON_SITE through the store's QR code,
 * WALK_IN added by staff for a team without the app (no account).
 */
export const queueTicketSources = ['REMOTE', 'ON_SITE', 'WALK_IN'] as const;

/** What happened to a line (its audit log and live feed, table queue_events). */
export const queueEventActions = [
  'JOIN',
  'LEAVE',
  'CALL',
  'ADMIT',
  'ENTER',
  'NO_SHOW',
  'CANCEL',
  'WALK_IN',
  'STATUS',
  'SETTINGS',
] as const;
