import { z } from 'zod';
import { paged, pageQuerySchema } from './envelope';
import { queueEventActions, queueTicketSources, queueTicketStatuses } from './queue-ticket-status';
import { queueStatuses } from './spots';

/**
 * The operator console of a waiting line (/console/queues/{id}, decision 040): staff of the
 * company running the pop-up (or an admin) open, pause and close the line, call teams in
 * order, let them in, and end tickets.
 */

const consoleTicketSchema = z
  .object({
    id: z.number().int(),
    ticketNumber: z.number().int(),
    partySize: z.number().int(),
    status: z.enum(queueTicketStatuses),
    source: z.enum(queueTicketSources),
    /** The visitor's nickname, or what staff noted for a walk-in team; null when neither. */
    name: z.string().nullable(),
    createdAt: z.string(),
    calledAt: z.string().nullable(),
    admittedAt: z.string().nullable(),
    enteredAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    /** A called ticket: from when staff may mark it a no-show (the line's grace period). */
    noShowFrom: z.string().nullable(),
  })
  .meta({ id: 'ConsoleQueueTicket' });
export type ConsoleQueueTicket = z.infer<typeof consoleTicketSchema>;

export const consoleQueueSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(queueStatuses),
    spot: z.object({ id: z.number().int(), title: z.string() }),
    remoteJoinEnabled: z.boolean(),
    maxPartySize: z.number().int(),
    noShowGraceMinutes: z.number().int(),
    /** Seoul 'HH:MM' join hours, or null for "whenever the line is open". */
    joinOpensAt: z.string().nullable(),
    joinClosesAt: z.string().nullable(),
    /** REGISTERED teams and the people in them. */
    waitingTeams: z.number().int(),
    waitingPeople: z.number().int(),
    /** Called and waiting tickets, in number order (called first as they are lower). */
    active: z.array(consoleTicketSchema),
    /** The last finished tickets (entered, cancelled, no-show), newest first. */
    recent: z.array(consoleTicketSchema),
    /** The id of the line's latest event: a live stream started with it misses nothing. */
    lastEventId: z.number().int(),
  })
  .meta({ id: 'ConsoleQueue' });
export type ConsoleQueue = z.infer<typeof consoleQueueSchema>;

const operableQueueSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(queueStatuses),
    spot: z.object({ id: z.number().int(), title: z.string() }),
    waitingTeams: z.number().int(),
  })
  .meta({ id: 'OperableQueue' });
export type OperableQueue = z.infer<typeof operableQueueSchema>;
export const operableQueueListSchema = z.array(operableQueueSchema).meta({ id: 'OperableQueueList' });

/** PATCH /v1/console/queues/{id}: the line's status and the store's rules; omit what stays. */
export const updateConsoleQueueBodySchema = z
  .object({
    status: z.enum(queueStatuses).optional(),
    remoteJoinEnabled: z.boolean().optional(),
    maxPartySize: z.number().int().min(1).max(20).optional(),
    noShowGraceMinutes: z.number().int().min(1).max(60).optional(),
  })
  .meta({ id: 'UpdateConsoleQueueBody' });
export type UpdateConsoleQueueBody = z.infer<typeof updateConsoleQueueBodySchema>;

/** Printable text without control characters (a reason or a note read aloud by staff). */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/\p{Cc}/u.test(s), 'must not contain control characters');

/**
 * PATCH /v1/console/queues/{id}/tickets/{ticketId}. ADMIT: a called team may come in now;
 * ENTER: the team came in; NO_SHOW: a called team did not come within the grace period;
 * CANCEL: staff end the ticket, with a reason the visitor sees.
 */
const consoleTicketActions = ['ADMIT', 'ENTER', 'NO_SHOW', 'CANCEL'] as const;
export type ConsoleTicketAction = (typeof consoleTicketActions)[number];
export const consoleTicketActionBodySchema = z
  .object({ action: z.enum(consoleTicketActions), reason: plainText(200).optional() })
  .refine((b) => b.action !== 'CANCEL' || b.reason !== undefined, {
    message: 'a reason is required to cancel',
    path: ['reason'],
  })
  .meta({ id: 'ConsoleTicketActionBody' });
export type ConsoleTicketActionBody = z.infer<typeof consoleTicketActionBodySchema>;

/** POST /v1/console/queues/{id}/walk-ins: a team at the door without the app. */
export const walkInBodySchema = z
  .object({ partySize: z.number().int().min(1).max(20), note: plainText(40).optional() })
  .meta({ id: 'WalkInBody' });
export type WalkInBody = z.infer<typeof walkInBodySchema>;

/** GET /v1/console/queues/{id}/join-code: what the store's door QR carries. */
export const queueJoinCodeSchema = z
  .object({
    code: z.string(),
    /** The path the QR opens (prefix the site's origin). */
    path: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'QueueJoinCode' });
export type QueueJoinCode = z.infer<typeof queueJoinCodeSchema>;

const queueEventSchema = z
  .object({
    id: z.number().int(),
    action: z.enum(queueEventActions),
    ticketNumber: z.number().int().nullable(),
    /** Who did it (staff, or the visitor joining or leaving); null once the account is gone. */
    actor: z.string().nullable(),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'QueueEvent' });
export type QueueEvent = z.infer<typeof queueEventSchema>;
export const queueEventPageSchema = paged(queueEventSchema).meta({ id: 'QueueEventPage' });
export type QueueEventPage = z.infer<typeof queueEventPageSchema>;
export const queueEventQuerySchema = pageQuerySchema;
