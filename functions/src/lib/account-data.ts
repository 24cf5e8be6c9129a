import { ANONYMISED_NAME, paths, type AccountDeletionAudit } from '@aforo/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { BatchQueue } from './batches';
import { deleteAttendee } from './attendees';
import { auth, db } from './firebase';
import { accountOf, profileOf } from './profiles';
import { groups, readAll, refs } from './refs';

/** The user id kept messages show once their author is gone: no link back to the account. */
export const ANONYMISED_USER_ID = 'usuario-eliminado';

/** Where one account is registered: each event with its attendee record. */
async function registrationsOf(uid: string) {
  const markers = await groups.attendeeAccounts().where('user_id', '==', uid).get();
  const found = await Promise.all(
    markers.docs.map(async (marker) => {
      const { event_id: eventId, attendee_id: attendeeId } = marker.data();
      const [event, record] = await Promise.all([
        refs.event(eventId).get(),
        refs.attendee(eventId, attendeeId).get(),
      ]);
      return { eventId, marker: marker.ref, event: event.data() ?? null, attendee: record.data() };
    }),
  );
  return found;
}

/** The account's messages in one event: the public chat's and those of its private chats. */
async function messagesOf(eventId: string, uid: string) {
  const [publicMessages, chats] = await Promise.all([
    refs.publicChat(eventId).where('user_id', '==', uid).get(),
    refs.privateChats(eventId).where('participant_ids', 'array-contains', uid).get(),
  ]);
  const privateMessages = await Promise.all(
    chats.docs.map((chat) => {
      const [a = '', b = ''] = chat.data().participant_ids;
      return refs.privateChatMessages(eventId, a, b).where('user_id', '==', uid).get();
    }),
  );
  return [
    ...publicMessages.docs.map((doc) => ({ chat: 'public' as const, doc })),
    ...privateMessages.flatMap((snap) =>
      snap.docs.map((doc) => ({ chat: 'private' as const, doc })),
    ),
  ];
}

/** The account's own answers to the event's surveys (one document per question it answered). */
async function surveyAnswersOf(eventId: string, uid: string) {
  const surveys = await refs.eventContent(eventId, 'surveys').get();
  const wanted = surveys.docs.flatMap((survey) =>
    (survey.data().questions ?? []).map((question) => ({
      survey: survey.id,
      question: question.id,
      ref: db.doc(paths.surveyResponse(eventId, survey.id, question.id, uid)),
    })),
  );
  const snaps = await readAll(wanted.map((w) => w.ref));
  return snaps.flatMap((snap, i) =>
    snap.exists
      ? [{ survey_id: wanted[i]?.survey, question_id: wanted[i]?.question, ...snap.data() }]
      : [],
  );
}

const plain = (value: unknown): unknown => {
  if (value && typeof value === 'object' && 'toDate' in value) {
    const toDate = Reflect.get(value, 'toDate');
    if (typeof toDate === 'function') return (toDate.call(value) as Date).toISOString();
  }
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
};

/**
 * Everything the platform keeps about one account (habeas data, Ley 1581): its profile, its
 * registrations with their answers, its survey answers, the messages it wrote, its meetings and
 * contact requests. Timestamps as ISO 8601 so the file reads anywhere.
 */
export async function exportAccountData(uid: string) {
  const [profile, stored, registrations] = await Promise.all([
    profileOf(uid),
    refs.user(uid).get(),
    registrationsOf(uid),
  ]);
  const events = await Promise.all(
    registrations.map(async ({ eventId, event, attendee }) => {
      const [messages, answers, meetings, invitations] = await Promise.all([
        messagesOf(eventId, uid),
        surveyAnswersOf(eventId, uid),
        refs.meetingRequests(eventId).where('attendees', 'array-contains', uid).get(),
        refs.networkingInvitations(eventId).where('participants', 'array-contains', uid).get(),
      ]);
      return {
        event_id: eventId,
        event_name: event?.name ?? null,
        registration: attendee ?? null,
        survey_answers: answers,
        messages: messages.map(({ chat, doc }) => ({ chat, ...doc.data() })),
        meetings: meetings.docs.map((doc) => doc.data()),
        contact_requests: invitations.docs.map((doc) => doc.data()),
      };
    }),
  );
  return plain({
    exported_at: new Date().toISOString(),
    profile: { ...(stored.data() ?? {}), ...profile },
    registrations: events,
  }) as Record<string, unknown>;
}

/** Adds deletes of every document of `refsToDelete` to the queue, one write each. */
function deleteAll(queue: BatchQueue, refsToDelete: readonly DocumentReference[]) {
  for (const ref of refsToDelete) queue.add(1, (batch) => batch.delete(ref));
}

/**
 * Deletes an account the way its owner asked to: its registrations go (each in the batch that
 * uncounts it, as every attendee deletion does, so the counters stay exact), with its account
 * markers, per-activity records, unique values, presence, meetings and contact requests; its chat
 * messages stay for the others but lose its name and id; its staff roles and organization
 * memberships are revoked; its profile, notifications and survey progress go; an audit record
 * says what was done. The Auth account is deleted last, once the data is gone, so a failure
 * leaves an account that can ask again rather than data nobody can reach. Running it twice is
 * harmless: the second run finds less.
 */
export async function deleteAccount(uid: string, requestedBy: string) {
  const account = await accountOf(uid);
  const email = account?.email?.toLowerCase() ?? null;
  const registrations = await registrationsOf(uid);
  const perEvent = await Promise.all(
    registrations.map(async ({ eventId, attendee }) => {
      const [messages, meetings, invitations] = await Promise.all([
        messagesOf(eventId, uid),
        refs.meetingRequests(eventId).where('attendees', 'array-contains', uid).get(),
        refs.networkingInvitations(eventId).where('participants', 'array-contains', uid).get(),
      ]);
      return { eventId, attendee, messages, meetings, invitations };
    }),
  );
  const [staffByEmail, membersByEmail, notifications, surveyStatus] = await Promise.all([
    email ? groups.staff().where('email', '==', email).get() : null,
    email ? groups.organizationMembers().where('properties.email', '==', email).get() : null,
    refs.notifications(uid).get(),
    db.collection(`votingStatusByUser/${uid}/surveyStatus`).get(),
  ]);
  // Roles and memberships are keyed by uid: a stale e-mail on someone else's stays theirs.
  const staff = staffByEmail?.docs.filter((d) => d.id === uid) ?? [];
  const members = membersByEmail?.docs.filter((d) => d.id === uid) ?? [];

  // Messages first: they are many, and anonymising one twice changes nothing.
  const messageQueue = new BatchQueue();
  for (const { messages } of perEvent) {
    for (const { doc } of messages) {
      messageQueue.add(1, (batch) =>
        batch.update(doc.ref, { user_id: ANONYMISED_USER_ID, name: ANONYMISED_NAME }),
      );
    }
  }
  await messageQueue.commit();

  // Each registration goes as any attendee deletion does (lib/attendees.ts): counters, the door's
  // index, unique values and activity records move with it.
  let registrationsDeleted = 0;
  for (const { eventId, attendee } of perEvent) {
    if (!attendee) continue;
    await deleteAttendee(eventId, attendee);
    registrationsDeleted += 1;
  }
  const queue = new BatchQueue();
  for (const { eventId } of perEvent) {
    queue.add(2, (batch) => {
      batch.delete(refs.attendeeAccount(eventId, uid));
      batch.delete(refs.presence(eventId, uid));
    });
  }
  const meetings = perEvent.flatMap((e) => e.meetings.docs.map((d) => d.ref));
  const invitations = perEvent.flatMap((e) => e.invitations.docs.map((d) => d.ref));
  deleteAll(queue, meetings);
  deleteAll(queue, invitations);
  deleteAll(
    queue,
    staff.map((d) => d.ref),
  );
  deleteAll(
    queue,
    members.map((d) => d.ref),
  );
  deleteAll(
    queue,
    notifications.docs.map((d) => d.ref),
  );
  deleteAll(
    queue,
    surveyStatus.docs.map((d) => d.ref),
  );
  deleteAll(queue, [refs.user(uid)]);
  const auditRef = refs.accountDeletions().doc();
  const audit: AccountDeletionAudit = {
    _id: auditRef.id,
    uid,
    requested_by: requestedBy,
    events: perEvent.map((e) => e.eventId),
    registrations_deleted: registrationsDeleted,
    messages_anonymised: perEvent.reduce((n, e) => n + e.messages.length, 0),
    staff_roles_revoked: staff.length,
    memberships_revoked: members.length,
    meetings_removed: meetings.length,
    invitations_removed: invitations.length,
    deleted_at: FieldValue.serverTimestamp() as unknown as AccountDeletionAudit['deleted_at'],
  };
  queue.add(1, (batch) => batch.set(auditRef, audit));
  await queue.commit();
  if (account) await auth.deleteUser(uid);
  return audit;
}
