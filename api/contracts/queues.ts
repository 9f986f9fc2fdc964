import { z } from 'zod';
import { idValue, paged, pageQuerySchema } from './envelope';
import { queueStatuses, spotFileSchema, spotTypeSchema } from './spots';
import { localeSchema } from './locale';
import { queueTicketStatuses, type QueueTicketStatus } from './queue-ticket-status';

// ---- My waiting tickets (GET /v1/users/spot-queues, GET / PATCH /v1/users/spot-queues/{id}) ----

export const queueTicketSchema = z
  .object({
    /** The ticket id (the {id} of the paths). */
    id: z.number().int(),
    /** title in the asked language where the line has a name in it; titleLocale says which ('ko' if not). */
    queue: z.object({
      id: z.number().int(),
      title: z.string(),
      titleLocale: localeSchema,
      status: z.enum(queueStatuses),
      /**
       * The line's arrival window in minutes: how long a called team has to reach the door
       * before the store may mark it a no-show (the console's grace period).
       */
      arrivalMinutes: z.number().int(),
    }),
    spot: z.object({
      id: z.number().int(),
      title: z.string(),
      file: z.object({ id: z.number().int(), path: z.string() }).nullable(),
      /** Where the door is, for directions when the team is called (road address where known). */
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
    ticketNumber: z.number().int(),
    partySize: z.number().int(),
    status: z.enum(queueTicketStatuses),
    /**
     * Teams still waiting (REGISTERED, not yet called) with a lower number: it drops by one
     * with every call ahead of me. 0 unless REGISTERED.
     */
    teamsAhead: z.number().int(),
    /** Teams ahead already called but not yet in (shown apart from teamsAhead); 0 unless REGISTERED. */
    calledAhead: z.number().int(),
    /**
     * Minutes until this ticket is called, from the line's recent calls and no-shows
     * (decision 041); only while REGISTERED in a line that is moving, else null; null too
     * when the line has too little recent history to tell.
     */
    estimatedWaitMinutes: z.number().int().nullable(),
    createdAt: z.string(),
    calledAt: z.string().nullable(),
    /**
     * Set while CALLED once the store says "come in now" (the "can enter" screen); null
     * while CALLED means the entry call: almost your turn, wait on site (decision 040).
     */
    admittedAt: z.string().nullable(),
    enteredAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
    /** The store's reason when it cancelled the ticket (CANCELED_BY_MANAGER), else null. */
    cancelReason: z.string().nullable(),
    /**
     * While CALLED: the end of the arrival window (from "come in now" if the store said it,
     * else from the call, plus queue.arrivalMinutes); after it the store may mark the ticket
     * a no-show. Null otherwise.
     */
    arriveBy: z.string().nullable(),
  })
  .meta({ id: 'QueueTicket' });
export type QueueTicket = z.infer<typeof queueTicketSchema>;

/**
 * What a ticket's live stream sends (GET /v1/users/spot-queues/{id}/live, `ready` and
 * `change` events, under `ticket`): the fields that move while the ticket lives, computed
 * once per app process for every watcher of the line, so the page updates without asking
 * again (decision 059).
 */
export type QueueTicketLive = Pick<
  QueueTicket,
  | 'status'
  | 'teamsAhead'
  | 'calledAhead'
  | 'estimatedWaitMinutes'
  | 'calledAt'
  | 'admittedAt'
  | 'enteredAt'
  | 'canceledAt'
  | 'cancelReason'
  | 'arriveBy'
> & { queueStatus: QueueTicket['queue']['status'] };

export const queueTicketListSchema = paged(queueTicketSchema).meta({ id: 'QueueTicketList' });
export type QueueTicketList = z.infer<typeof queueTicketListSchema>;

/** The spot title and the line's name come in the reader's language when they have a translation. */
export const queueTicketQuerySchema = z.object({ lang: localeSchema.optional() });
const ticketStatusSchema = z.enum(queueTicketStatuses);

/**
 * GET /v1/users/spot-queues. The status filter comes as the spec's indexed array
 * (`statuses[0]=REGISTERED&statuses[1]=CALLED`), or as a repeated `statuses`; there are six
 * statuses, so six indexes. `ticketStatusFilter` gathers them.
 */
export const queueTicketListQuerySchema = pageQuerySchema.extend({
  lang: localeSchema.optional(),
  statuses: z.union([ticketStatusSchema, z.array(ticketStatusSchema).max(queueTicketStatuses.length)]).optional(),
  ...(Object.fromEntries(
    queueTicketStatuses.map((_, i) => [`statuses[${i}]`, ticketStatusSchema.optional()]),
  ) as Record<`statuses[${0 | 1 | 2 | 3 | 4 | 5}]`, z.ZodOptional<typeof ticketStatusSchema>>),
});
export type QueueTicketListQuery = Partial<z.output<typeof pageQuerySchema>>;

/** The statuses asked for in either form, without repeats; empty: every status. */
export function ticketStatusFilter(query: z.output<typeof queueTicketListQuerySchema>): QueueTicketStatus[] {
  const listed = query.statuses === undefined ? [] : [query.statuses].flat();
  const indexed = queueTicketStatuses.map((_, i) => query[`statuses[${i}]` as `statuses[${0 | 1 | 2 | 3 | 4 | 5}]`]);
  return [...new Set([...listed, ...indexed].filter((s): s is QueueTicketStatus => s !== undefined))];
}

/**
 * GET /v1/users/spot-queues/summary: how many lines I am in, and the ticket that needs me
 * soonest (a called one first, else the one with the fewest teams ahead), or null.
 */
export const queueTicketSummarySchema = z
  .object({
    activeCount: z.number().int(),
    nearest: queueTicketSchema.nullable(),
  })
  .meta({ id: 'QueueTicketSummary' });
export type QueueTicketSummary = z.infer<typeof queueTicketSummarySchema>;

/** POST /v1/users/spot-queues: join a waiting line from the detail page. */
export const joinQueueBodySchema = z
  .object({
    queueId: idValue,
    /** People coming in on this ticket; the line's own limit (maxPartySize) applies too. */
    partySize: z.number().int().min(1).max(20),
    /**
     * The code of the QR the store shows at its door (/waiting/join?code=…): joins as ON_SITE,
     * also when the line's remote joining is off. Short-lived; a stale one answers 40000404.
     */
    joinCode: z.string().min(1).max(1000).optional(),
  })
  .meta({ id: 'JoinQueueBody' });
export type JoinQueueBody = z.infer<typeof joinQueueBodySchema>;

/** GET /v1/users/visits: pop-ups I entered through a waiting line, newest first. */
export const myVisitsQuerySchema = pageQuerySchema.extend({ lang: localeSchema.optional() });

const myVisitSchema = z
  .object({
    ticketId: z.number().int(),
    /** When the store let me in. */
    enteredAt: z.string(),
    partySize: z.number().int(),
    queueTitle: z.string(),
    /** The language queueTitle is in ('ko' when the line has no name in the asked language). */
    queueTitleLocale: localeSchema,
    spot: z.object({
      id: z.number().int(),
      type: spotTypeSchema,
      title: z.string(),
      contentLocale: localeSchema,
      region2Depth: z.string(),
      file: spotFileSchema.nullable(),
      /** False once the pop-up is hidden or deleted: the visit stays, its page is gone. */
      available: z.boolean(),
    }),
    /** My registered review of this pop-up, or null (the visit then offers to write one). */
    myReviewId: z.number().int().nullable(),
  })
  .meta({ id: 'MyVisit' });
export type MyVisit = z.infer<typeof myVisitSchema>;

export const myVisitPageSchema = paged(myVisitSchema).meta({ id: 'MyVisitPage' });
export type MyVisitPage = z.infer<typeof myVisitPageSchema>;
