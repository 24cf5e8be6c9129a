import type { AforoEvent } from '@aforo/domain';

const API_BASE = import.meta.env.VITE_API_BASE ?? '';

/**
 * The QR image of an attendee: GET /api/generatorQr/{attendeeId} encodes the attendee id, which is
 * what the door scanner reads (features/checkin). The route is public, so an <img> needs no token.
 */
export function qrImageUrl(attendeeId: string, base: string = API_BASE): string {
  return `${base}/api/generatorQr/${encodeURIComponent(attendeeId)}`;
}

/** The ticket's title and its sales stage's title, as far as the event still lists them. */
export function ticketNames(
  event: Pick<AforoEvent, 'tickets' | 'event_stages'>,
  ticketId: string | null,
): { ticket: string | null; stage: string | null } {
  const ticket = ticketId ? event.tickets.find((t) => t._id === ticketId) : undefined;
  if (!ticket) return { ticket: null, stage: null };
  const stage = ticket.stage_id
    ? event.event_stages.find((s) => s.stage_id === ticket.stage_id)
    : undefined;
  return { ticket: ticket.title, stage: stage?.title ?? null };
}

/** A registration list narrowed to one event (the ?event= of /tickets), or left whole. */
export function onlyEvent<T extends { event_id: string }>(
  items: readonly T[],
  eventId: string | null,
): readonly T[] {
  return eventId ? items.filter((item) => item.event_id === eventId) : items;
}
