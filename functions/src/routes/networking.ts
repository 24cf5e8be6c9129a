import {
  INVITATION_ANSWERED_MESSAGE,
  INVITATION_EXISTS_MESSAGE,
  INVITATION_NOT_ATTENDEE_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_TO_SELF_MESSAGE,
  contactOf,
  invitationResponseSchema,
  networkingAttendeeOf,
  networkingInvitationSchema,
  privateChatId,
  rankMatches,
  type CompanyType,
  type MatchProfile,
  type Recommendation,
  type ContactsReport,
  type NetworkingAttendee,
  type NetworkingInvitation,
  type Notification,
} from '@aforo/domain';
import { Router, type Request } from 'express';
import { FieldValue, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import { requireEvent, requireEventAdmin } from '../lib/access';
import { db } from '../lib/firebase';
import { conflict, notFoundError } from '../lib/http-error';
import { eventIdOf } from './resource-router';
import { groups, readAll, refs } from '../lib/refs';
import { fieldError, parseInput, validId } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limits';

/**
 * Networking between the attendees of an event (part 1 §4, §7.3): the attendee list,
 * contact (friend) requests and their answer. Invitations and notifications are written here
 * only: the rules let the two people read an invitation and the receiver mark a notice read.
 */
export const networkingRouter = Router();

/** The list shows at most this many people; the search narrows it. */
export const NETWORKING_LIST_MAX = 200;

const isAttendee = (access: { attendeeId: string | null }) => access.attendeeId !== null;

/** An in-app notice for `uid` (users/{uid}/notifications), unread, written with `tx`. */
export function queueNotification(
  tx: Transaction,
  uid: string,
  notice: Pick<Notification, 'type' | 'message' | 'event_id' | 'invitation_id'>,
) {
  const ref = refs.notifications(uid).doc();
  const now = FieldValue.serverTimestamp();
  tx.create(ref, { ...notice, _id: ref.id, state: '0', created_at: now, updated_at: now });
}

/**
 * GET /api/events/{eventId}/networking/attendees?search=: the event's attendees that have an
 * account (they can answer), the caller excluded, with only the fields visible to contacts.
 */
networkingRouter.get('/events/:eventId/networking/attendees', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), isAttendee);
  const me = access.user?.uid ?? '';
  const search = typeof req.query.search === 'string' ? req.query.search.trim().toLowerCase() : '';
  const people = (await othersOf(access.eventId, me)).filter(
    ({ attendee }) => !search || attendee.properties.names.toLowerCase().includes(search),
  );
  const fields = access.event.user_properties ?? [];
  const cards = people.map(({ attendee, uid, profile }) =>
    networkingAttendeeOf(attendee, uid, fields, profile),
  );
  cards.sort((a, b) => a.names.localeCompare(b.names, 'es'));
  res.json({ data: cards.slice(0, NETWORKING_LIST_MAX), total: cards.length });
});

/** The event's other attendees with an account: record, uid and profile (users/{uid}). */
async function othersOf(eventId: string, me: string) {
  const markers = await refs.attendeeAccountsOf(eventId).get();
  const others = markers.docs.filter((marker) => marker.id !== me);
  const [records, profiles] = await Promise.all([
    readAll(others.map((marker) => refs.attendee(eventId, marker.data().attendee_id))),
    readAll(others.map((marker) => refs.user(marker.id))),
  ]);
  return records.flatMap((snap, index) => {
    const attendee = snap.data();
    const uid = others[index]?.id;
    if (!attendee || !uid) return [];
    return [{ attendee, uid, profile: profiles[index]?.data() ?? null }];
  });
}

/** How many people the recommendations show. */
export const RECOMMENDATIONS_MAX = 10;

/** The activities in one attendee's agenda (its per-activity records). */
async function activitiesOf(eventId: string, attendeeId: string): Promise<string[]> {
  const records = await groups
    .activityAttendees()
    .where('event_id', '==', eventId)
    .where('attendee_id', '==', attendeeId)
    .get();
  return records.docs.map((doc) => doc.data().activity_id);
}

/**
 * GET /api/events/{eventId}/networking/recommendations: "Personas recomendadas", the other
 * attendees ranked by matchScore (shared interests, sessions in common, kind of organization,
 * role) with the reasons that make the score. Sessions in common are read from the caller's own
 * activities (a few collections) rather than from every record of the event.
 */
networkingRouter.get('/events/:eventId/networking/recommendations', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), isAttendee);
  const me = access.user?.uid ?? '';
  const eventId = access.eventId;
  const [people, myRecord, myProfile, myActivities] = await Promise.all([
    othersOf(eventId, me),
    refs.attendee(eventId, access.attendeeId ?? '').get(),
    refs.user(me).get(),
    activitiesOf(eventId, access.attendeeId ?? ''),
  ]);
  const sharing = new Map<string, string[]>();
  const rosters = await Promise.all(
    myActivities.map((activityId) =>
      refs.activityAttendees(eventId, activityId).select('attendee_id').get(),
    ),
  );
  rosters.forEach((roster, i) => {
    const activityId = myActivities[i] ?? '';
    for (const doc of roster.docs) {
      sharing.set(doc.id, [...(sharing.get(doc.id) ?? []), activityId]);
    }
  });
  const profileOf = (
    profile: { interests?: string[]; company_type?: CompanyType | null } | null | undefined,
    rolId: string | null | undefined,
    activities: string[],
  ): MatchProfile => ({
    interests: profile?.interests ?? [],
    company_type: profile?.company_type ?? null,
    rol_id: rolId ?? null,
    activities,
  });
  const mine = profileOf(myProfile.data(), myRecord.data()?.rol_id, myActivities);
  const fields = access.event.user_properties ?? [];
  const ranked = rankMatches(
    mine,
    people.map(({ attendee, uid, profile }) => ({
      card: networkingAttendeeOf(attendee, uid, fields, profile),
      names: attendee.properties.names,
      match: profileOf(profile, attendee.rol_id, sharing.get(attendee._id) ?? []),
    })),
    RECOMMENDATIONS_MAX,
  );
  const roleIds = [
    ...new Set(
      ranked.flatMap((r) => r.reasons.flatMap((x) => (x.kind === 'role' ? [x.rolId] : []))),
    ),
  ];
  const roles = await readAll(roleIds.map((id) => refs.eventContentItem(eventId, 'roles', id)));
  const roleNames = new Map(roles.map((snap) => [snap.id, snap.data()?.name]));
  const data: Recommendation[] = ranked.map(({ card, score, reasons }) => ({
    ...card,
    score,
    reasons: reasons.map((reason) =>
      reason.kind === 'role' ? { ...reason, name: roleNames.get(reason.rolId) ?? '' } : reason,
    ),
  }));
  res.json({ data });
});

/**
 * POST /api/events/{eventId}/networking/invitations: a contact request to another attendee of
 * the event. One per pair (the id is the pair's); a declined one may be asked again. The
 * receiver gets an 'amistad' notice.
 */
networkingRouter.post(
  '/events/:eventId/networking/invitations',
  rateLimit('contactRequest'),
  async (req, res) => {
    const access = await requireEvent(req, eventIdOf(req), isAttendee);
    const me = access.user?.uid ?? '';
    const input = await parseInput(networkingInvitationSchema, req.body);
    const other = input.id_user_requested;
    if (other === me) throw fieldError('id_user_requested', INVITATION_TO_SELF_MESSAGE);
    const marker = (await refs.attendeeAccount(access.eventId, other).get()).data();
    if (!marker) throw fieldError('id_user_requested', INVITATION_NOT_ATTENDEE_MESSAGE);
    const [mine, theirs] = (
      await readAll([
        refs.attendee(access.eventId, access.attendeeId ?? ''),
        refs.attendee(access.eventId, marker.attendee_id),
      ])
    ).map((snap) => snap.data());
    if (!mine || !theirs) throw fieldError('id_user_requested', INVITATION_NOT_ATTENDEE_MESSAGE);
    const ref = refs.networkingInvitation(access.eventId, privateChatId(me, other));
    const now = FieldValue.serverTimestamp();
    const invitation: Omit<NetworkingInvitation, 'created_at' | 'updated_at'> = {
      _id: ref.id,
      event_id: access.eventId,
      participants: [me, other],
      id_user_requesting: me,
      id_user_requested: other,
      user_name_requesting: mine.properties.names,
      user_name_requested: theirs.properties.names,
      state: 'send',
      response: null,
      message: input.message,
    };
    await db.runTransaction(async (tx) => {
      const existing = (await tx.get(ref)).data();
      if (existing && existing.response !== 'declined') throw conflict(INVITATION_EXISTS_MESSAGE);
      tx.set(ref, { ...invitation, created_at: now, updated_at: now });
      queueNotification(tx, other, {
        type: 'amistad',
        event_id: access.eventId,
        invitation_id: ref.id,
        message: `${mine.properties.names} quiere agregarte como contacto`,
      });
    });
    res.status(201).json({ message: 'Solicitud enviada', data: (await ref.get()).data() });
  },
);

/**
 * PUT /api/events/{eventId}/acceptordecline/{invitationId}: the receiver answers a pending
 * contact request (part 1 §7.3). Accepted, the two are contacts; the requester is told.
 */
networkingRouter.put('/events/:eventId/acceptordecline/:invitationId', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), isAttendee);
  const me = access.user?.uid ?? '';
  const id = validId(req.params.invitationId, INVITATION_NOT_FOUND_MESSAGE);
  const { response } = await parseInput(invitationResponseSchema, req.body);
  const ref = refs.networkingInvitation(access.eventId, id);
  const answered = await db.runTransaction(async (tx) => {
    const invitation = (await tx.get(ref)).data();
    if (!invitation || invitation.id_user_requested !== me) {
      throw notFoundError(INVITATION_NOT_FOUND_MESSAGE);
    }
    if (invitation.response != null) throw conflict(INVITATION_ANSWERED_MESSAGE);
    // The request's notice is answered with it: the bell stops counting it.
    const notices = await tx.get(
      refs.notifications(me).where('invitation_id', '==', id).where('state', '==', '0'),
    );
    for (const notice of notices.docs) {
      tx.update(notice.ref, { state: '1', updated_at: FieldValue.serverTimestamp() });
    }
    tx.update(ref, {
      response,
      state: response,
      updated_at: FieldValue.serverTimestamp(),
    });
    if (response === 'accepted') {
      queueNotification(tx, invitation.id_user_requesting, {
        type: 'amistad',
        event_id: access.eventId,
        message: `${invitation.user_name_requested} aceptó tu solicitud de contacto`,
      });
    }
    return { ...invitation, response, state: response };
  });
  res.json({
    message: response === 'accepted' ? 'Solicitud aceptada' : 'Solicitud rechazada',
    data: answered,
  });
});

/** Contact requests the report lists at most (its counts are exact whatever the number). */
const REPORT_LISTED = 1000;

/**
 * GET /api/events/{eventId}/networking/contacts_report: reportNetworking's contacts. The requests
 * are the two people's alone in the rules, so the event's admins see them here: counts from
 * aggregation queries and the newest requests with both names and the answer.
 */
networkingRouter.get('/events/:eventId/networking/contacts_report', async (req, res) => {
  const access = await requireEventAdmin(req, eventIdOf(req));
  const all = refs.networkingInvitations(access.eventId);
  const countOf = async (q: Query) => (await q.count().get()).data().count;
  const [total, accepted, declined, listed] = await Promise.all([
    countOf(all),
    countOf(all.where('response', '==', 'accepted')),
    countOf(all.where('response', '==', 'declined')),
    all.orderBy('created_at', 'desc').limit(REPORT_LISTED).get(),
  ]);
  const report: ContactsReport = {
    counts: { total, accepted, declined, pending: total - accepted - declined },
    data: listed.docs.map((doc) => {
      const invitation = doc.data();
      const iso = (value: unknown) =>
        value instanceof Timestamp ? value.toDate().toISOString() : '';
      return {
        _id: doc.id,
        requesting: invitation.user_name_requesting,
        requested: invitation.user_name_requested,
        response: invitation.response ?? null,
        state: invitation.state,
        created_at: iso(invitation.created_at),
        updated_at: iso(invitation.updated_at),
      };
    }),
  };
  res.json(report);
});

/** A person's contact requests the index calls read at most (newest first). */
const INDEX_MAX = 500;

/**
 * The contact requests of account `userId` in the event, newest first (part 1 §7.3's index calls).
 * The person itself (an attendee of the event) reads its own, as the social zone does through the
 * rules; the event's admins read anyone's, as the contacts report shows them.
 */
async function invitationsOf(req: Request) {
  const eventId = eventIdOf(req);
  const userId = validId(req.params.userId, 'Usuario no encontrado');
  const access = await requireEvent(
    req,
    eventId,
    (a) => a.isAdmin || (isAttendee(a) && a.user?.uid === userId),
  );
  const snap = await refs
    .networkingInvitations(access.eventId)
    .where('participants', 'array-contains', userId)
    .limit(INDEX_MAX)
    .get();
  const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);
  const invitations = snap.docs
    .map((doc) => doc.data())
    .sort((a, b) => millis(b.created_at) - millis(a.created_at));
  return { access, userId, invitations };
}

/** GET /api/events/{eventId}/indexinvitations/{userId}: the requests the person sent. */
networkingRouter.get('/events/:eventId/indexinvitations/:userId', async (req, res) => {
  const { userId, invitations } = await invitationsOf(req);
  res.json({ data: invitations.filter((i) => i.id_user_requesting === userId) });
});

/**
 * GET /api/events/{eventId}/indexinvitationsrecieved/{userId} (the spec's spelling): the requests
 * the person received, answered or not (`response` null while pending).
 */
networkingRouter.get('/events/:eventId/indexinvitationsrecieved/:userId', async (req, res) => {
  const { userId, invitations } = await invitationsOf(req);
  res.json({ data: invitations.filter((i) => i.id_user_requested === userId) });
});

/**
 * GET /api/events/{eventId}/contactlist/{userId}: the person's contacts (accepted requests either
 * way), each as the attendee list shows people: names, picture, fields visible to contacts.
 */
networkingRouter.get('/events/:eventId/contactlist/:userId', async (req, res) => {
  const { access, userId, invitations } = await invitationsOf(req);
  const uids = invitations
    .map((invitation) => contactOf(invitation, userId))
    .filter((uid): uid is string => uid !== null);
  const markers = await readAll(uids.map((uid) => refs.attendeeAccount(access.eventId, uid)));
  const attendeeIds = markers.map((marker) => marker.data()?.attendee_id ?? null);
  const records = await readAll(
    attendeeIds.flatMap((id) => (id ? [refs.attendee(access.eventId, id)] : [])),
  );
  const byId = new Map(records.flatMap((snap) => (snap.exists ? [[snap.id, snap]] : [])));
  const fields = access.event.user_properties ?? [];
  const contacts: NetworkingAttendee[] = [];
  uids.forEach((uid, index) => {
    const id = attendeeIds[index];
    const attendee = id ? byId.get(id)?.data() : undefined;
    if (attendee) contacts.push(networkingAttendeeOf(attendee, uid, fields));
  });
  res.json({ data: contacts });
});
