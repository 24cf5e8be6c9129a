import { eventTicketOf, type EventTicket, type TicketInput } from '@aforo/domain';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';
import { refs } from './refs';
import type { Item, ResourceStore } from './resource-store';

/**
 * Ticket types live in events/{eventId}/tickets, and the landing, the attendee's ticket page and
 * the check-in filter read their summary in the event document (`tickets`, part 2 §3). Every write
 * through the API changes both in one transaction, so the summary never drifts from the list.
 */
const collection = (eventId: string) => refs.eventContentData(eventId, 'tickets');

async function withSummary(
  tx: Transaction,
  eventId: string,
  change: (tickets: EventTicket[]) => EventTicket[],
): Promise<void> {
  const eventRef = refs.event(eventId);
  const event = (await tx.get(eventRef)).data();
  if (!event) return;
  tx.update(eventRef, {
    tickets: change(event.tickets ?? []),
    updated_at: FieldValue.serverTimestamp(),
  });
}

const replaced = (tickets: EventTicket[], summary: EventTicket) =>
  tickets.some((t) => t._id === summary._id)
    ? tickets.map((t) => (t._id === summary._id ? summary : t))
    : [...tickets, summary];

export const ticketStore: ResourceStore = {
  async list(eventId, { limit }) {
    const snap = await collection(eventId).limit(limit).get();
    return snap.docs.map((doc) => doc.data());
  },
  async get(eventId, id) {
    return (await collection(eventId).doc(id).get()).data() ?? null;
  },
  async create(eventId, value) {
    const ref = collection(eventId).doc();
    await db.runTransaction(async (tx) => {
      // Transactions read before they write.
      const summary = eventTicketOf(ref.id, value as TicketInput);
      await withSummary(tx, eventId, (tickets) => replaced(tickets, summary));
      const now = FieldValue.serverTimestamp();
      tx.create(ref, { ...value, _id: ref.id, created_at: now, updated_at: now });
    });
    return ref.id;
  },
  async update(eventId, id, change) {
    const ref = collection(eventId).doc(id);
    return db.runTransaction(async (tx) => {
      const stored = (await tx.get(ref)).data() as Item | undefined;
      if (!stored) return false;
      const value: DocumentData = await change(stored);
      await withSummary(tx, eventId, (tickets) =>
        replaced(tickets, eventTicketOf(id, value as TicketInput)),
      );
      tx.update(ref, { ...value, updated_at: FieldValue.serverTimestamp() });
      return true;
    });
  },
  async remove(eventId, id) {
    const ref = collection(eventId).doc(id);
    return db.runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) return false;
      await withSummary(tx, eventId, (tickets) => tickets.filter((t) => t._id !== id));
      tx.delete(ref);
      return true;
    });
  },
};
