import {
  HOURS_NOT_AVAILABLE,
  HOURS_NOT_AVAILABLE_MESSAGE,
  MEETING_NOT_ATTENDEE_MESSAGE,
  MEETING_WITH_SELF_MESSAGE,
  canAnswer,
  hasSlotConflict,
  meetingAnswerSchema,
  meetingRequestCreateSchema,
  type MeetingRequest,
  type RequestStatus,
} from '@aforo/domain';
import { Router } from 'express';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { requireEvent, signedIn } from '../../lib/access';
import { db } from '../../lib/firebase';
import { conflict, forbidden, notFoundError } from '../../lib/http-error';
import { eventIdOf } from '../resource-router';
import { readAll, refs } from '../../lib/refs';
import { fieldError, parseInput, validId } from '../../lib/validate';
import { attachMeetingVideo } from '../../integrations/meeting-room';
import { meetingRequestRef, type NotifiedMeetingRequest } from '../../integrations/refs';
import { queueNotification } from '../networking';
import { rateLimit } from '../../middleware/rate-limits';

/**
 * Meeting requests between two attendees (part 3 §4.3). Clients no longer
 * write them: the rules only let them read, and the requester withdraw a pending one. Requests
 * are created here and answered here (in the app, or through the mail's link in mail-senders.ts),
 * each in one transaction that reads both people's meetings, so no slot is ever taken twice.
 */
export const meetingRequestsRouter = Router();

export const MEETING_NOT_FOUND = 'Solicitud de reunión no encontrada';
export const MEETING_ANSWERED = 'Esta solicitud ya fue respondida';

const slotTaken = () =>
  conflict(HOURS_NOT_AVAILABLE, { timestamp_start: HOURS_NOT_AVAILABLE_MESSAGE });

/** Whether either person already has an accepted meeting overlapping the slot (one read each). */
async function slotTakenIn(
  tx: Transaction,
  eventId: string,
  people: readonly string[],
  slot: Pick<MeetingRequest, 'timestamp_start' | 'timestamp_end'>,
  except: string | null,
): Promise<boolean> {
  for (const person of people) {
    // All of the person's requests, pending ones too, are read inside the transaction: a
    // concurrent accept of any of them then writes a document this one read, so one of the two
    // transactions retries and sees the other's meeting accepted. (Filtering on accepted in the
    // query would leave the other request out of the read, and both could win.)
    const theirs = await tx.get(
      refs.meetingRequests(eventId).where('attendees', 'array-contains', person).limit(1000),
    );
    const meetings = theirs.docs.map((doc) => doc.data()).filter((m) => m._id !== except);
    if (hasSlotConflict(meetings, person, slot.timestamp_start, slot.timestamp_end)) return true;
  }
  return false;
}

export type AnswerOutcome = 'done' | 'invalid' | 'answered' | 'busy';

/**
 * The one place a meeting request is answered. `allowed` says whether the caller may answer this
 * request (the receiver signed in, or the mail's token); accepting checks the slot for both
 * people with the request's own times, whatever the caller sent.
 */
export async function answerMeetingRequest(
  eventId: string,
  meetingId: string,
  answer: Exclude<RequestStatus, 'pending'>,
  allowed: (meeting: NotifiedMeetingRequest) => boolean,
): Promise<{ outcome: AnswerOutcome; meeting: NotifiedMeetingRequest | null }> {
  const ref = meetingRequestRef(eventId, meetingId);
  const result = await db.runTransaction(async (tx) => {
    const meeting = (await tx.get(ref)).data();
    if (!meeting || !allowed(meeting)) return { outcome: 'invalid' as const, meeting: null };
    if (!canAnswer(meeting)) return { outcome: 'answered' as const, meeting };
    if (
      answer === 'accepted' &&
      (await slotTakenIn(tx, eventId, meeting.attendees, meeting, meetingId))
    ) {
      return { outcome: 'busy' as const, meeting };
    }
    tx.update(ref, {
      request_status: answer,
      answer_token_hash: FieldValue.delete(),
      answered_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
    return { outcome: 'done' as const, meeting: { ...meeting, request_status: answer } };
  });
  // The room is made after the acceptance is stored (a Zoom call has no place in a transaction
  // that may retry): both people then see "Unirse" on the meeting, whichever way it was accepted.
  if (result.outcome === 'done' && answer === 'accepted' && result.meeting) {
    const video = await attachMeetingVideo(eventId, result.meeting);
    return { outcome: result.outcome, meeting: { ...result.meeting, video } };
  }
  return result;
}

/**
 * POST /api/events/{eventId}/meetingrequests: an attendee asks another attendee of the event for
 * a meeting. Refused with HOURS_NOT_AVAILABLE when either already has an accepted meeting then.
 */
meetingRequestsRouter.post(
  '/events/:eventId/meetingrequests',
  rateLimit('contactRequest'),
  async (req, res) => {
    const user = signedIn(req);
    const access = await requireEvent(req, eventIdOf(req), (a) => a.attendeeId !== null);
    const input = await parseInput(meetingRequestCreateSchema, req.body);
    if (input.receiver_id === user.uid) throw fieldError('receiver_id', MEETING_WITH_SELF_MESSAGE);
    const marker = (await refs.attendeeAccount(access.eventId, input.receiver_id).get()).data();
    if (!marker) throw fieldError('receiver_id', MEETING_NOT_ATTENDEE_MESSAGE);
    const [requester, receiver] = (
      await readAll([
        refs.attendee(access.eventId, access.attendeeId ?? ''),
        refs.attendee(access.eventId, marker.attendee_id),
      ])
    ).map((snap) => snap.data());
    if (!requester || !receiver) throw fieldError('receiver_id', MEETING_NOT_ATTENDEE_MESSAGE);
    const ref = meetingRequestRef(access.eventId, refs.meetingRequests(access.eventId).doc().id);
    const people = [user.uid, input.receiver_id];
    const now = FieldValue.serverTimestamp();
    const request: NotifiedMeetingRequest = {
      _id: ref.id,
      name: receiver.properties.names,
      email: receiver.properties.email,
      name_requesting: requester.properties.names,
      email_requesting: requester.properties.email,
      attendees: people,
      owner_id: user.uid,
      type: input.type,
      timestamp_start: input.timestamp_start,
      timestamp_end: input.timestamp_end,
      message: input.message,
      request_status: 'pending',
    };
    await db.runTransaction(async (tx) => {
      if (await slotTakenIn(tx, access.eventId, people, input, null)) throw slotTaken();
      tx.create(ref, { ...request, created_at: now, updated_at: now });
      // The receiver's bell counts it among its agenda requests (part 1 §4).
      queueNotification(tx, input.receiver_id, {
        type: 'agenda',
        event_id: access.eventId,
        message: `${requester.properties.names} te solicita una reunión (${input.timestamp_start})`,
      });
    });
    res.status(201).json({ message: 'Solicitud enviada', data: (await ref.get()).data() });
  },
);

/**
 * PUT /api/events/{eventId}/meetingrequests/{meetingId}/answer: the receiver accepts or rejects
 * a pending request in the app; the same transaction as the mail's link.
 */
meetingRequestsRouter.put(
  '/events/:eventId/meetingrequests/:meetingId/answer',
  async (req, res) => {
    const user = signedIn(req);
    const eventId = eventIdOf(req);
    const meetingId = validId(req.params.meetingId, MEETING_NOT_FOUND);
    const { request_status: answer } = await parseInput(meetingAnswerSchema, req.body);
    const exists = (await meetingRequestRef(eventId, meetingId).get()).data();
    if (!exists || !exists.attendees.includes(user.uid)) throw notFoundError(MEETING_NOT_FOUND);
    const { outcome, meeting } = await answerMeetingRequest(
      eventId,
      meetingId,
      answer,
      (m) => m.owner_id !== user.uid && m.attendees.includes(user.uid),
    );
    if (outcome === 'invalid') throw forbidden('Solo quien recibe la solicitud puede responderla');
    if (outcome === 'answered') throw conflict(MEETING_ANSWERED);
    if (outcome === 'busy') throw slotTaken();
    const { answer_token_hash: _token, ...data } = meeting ?? exists;
    res.json({ message: answer === 'accepted' ? 'Reunión aceptada' : 'Reunión rechazada', data });
  },
);
