import type { SpotQueue } from '@/api/contracts/spots';

/**
 * The one action the pop-up detail's fixed bottom bar offers (issue 31), by what the pop-up
 * and the reader are doing now, most urgent first:
 * - `ticket`: the reader holds an active ticket: see their place in line;
 * - `join`: exactly one line takes people remotely now (the server's `joinable`): join it;
 * - `lines`: several do: go to the waiting section to choose one;
 * - `book`: a pre-reservation is open or to come: Popspot's booking or the organiser's page;
 * - `pick`: otherwise, keep it for later.
 */
export type DetailMainAction =
  | { kind: 'ticket'; ticketId: number }
  | { kind: 'join'; queue: SpotQueue }
  | { kind: 'lines' }
  | { kind: 'book'; href: string; internal: boolean }
  | { kind: 'pick' };

export function chooseDetailMainAction({
  queues,
  booking,
}: {
  /** The pop-up's lines as the reader sees them; undefined while they load. */
  queues: readonly SpotQueue[] | undefined;
  /** Where the pre-reservation leads, when one is open or to come at the reader's clock. */
  booking: { href: string; internal: boolean } | null;
}): DetailMainAction {
  const lines = queues ?? [];
  const mine = lines.find((queue) => queue.hasMine && queue.myTicketId !== null);
  if (mine?.myTicketId) return { kind: 'ticket', ticketId: mine.myTicketId };
  const joinable = lines.filter((queue) => queue.joinable.remote);
  if (joinable.length === 1) return { kind: 'join', queue: joinable[0]! };
  if (joinable.length > 1) return { kind: 'lines' };
  if (booking) return { kind: 'book', ...booking };
  return { kind: 'pick' };
}
