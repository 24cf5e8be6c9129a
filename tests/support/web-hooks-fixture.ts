import { paths } from '@aforo/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { TestProject } from 'vitest/node';
import type { WebHooksFixture } from '../../web/src/testing/emulator-fixture';
import { adminDb, uniqueId } from './admin';
import { createRoleFixture, seedActivity } from './roles';

const now = FieldValue.serverTimestamp;

/** A meeting request as the API stores it, between two accounts (the requester first). */
const meeting = (between: [string, string], status: string, hour: number) => ({
  attendees: between,
  owner_id: between[0],
  type: 'presencial',
  request_status: status,
  timestamp_start: Timestamp.fromDate(new Date(Date.UTC(2027, 2, 15, hour))),
  timestamp_end: Timestamp.fromDate(new Date(Date.UTC(2027, 2, 15, hour, 30))),
  message: '',
  name_requesting: 'Ana Asistente',
  email_requesting: 'ana@example.com',
  name: 'Beto Equipo',
  email: 'beto@example.com',
  created_at: now(),
  updated_at: now(),
});

/**
 * Vitest globalSetup of the emulator suites: seeds, with the Admin SDK, what the web's api/ hook
 * tests read (one event, a user per role, a survey, a wall post with comments, meetings), and
 * hands it to them through `inject('webHooks')` (a fresh event each run: nothing is shared with
 * the other suites or an earlier run).
 */
export default async function webHooksFixture(project: TestProject) {
  const fixture = await createRoleFixture();
  const { eventId } = fixture;
  const surveyId = uniqueId('survey');
  const questionId = 'q1';
  await adminDb.doc(paths.eventContentItem(eventId, 'surveys', surveyId)).set({
    survey: 'Trivia de prueba',
    event_id: eventId,
    publish: true,
    open: true,
    freezeGame: false,
    allow_anonymous_answers: true,
    time_limit: 0,
    questions: [
      { id: questionId, title: '¿Color?', type: 'radiogroup', choices: ['Rojo', 'Azul'] },
    ],
    created_at: now(),
    updated_at: now(),
  });
  const activityId = await seedActivity(eventId);
  const wallPostId = uniqueId('post');
  await adminDb.doc(paths.eventContentItem(eventId, 'wall', wallPostId)).set({
    text: 'Bienvenidos',
    image: null,
    published: true,
    event_id: eventId,
    created_at: now(),
    updated_at: now(),
  });
  await Promise.all(
    ['Hola', '¡Qué bien!'].map((text, i) =>
      adminDb.doc(paths.wallComment(eventId, wallPostId, `c${i + 1}`)).set({
        text,
        user_id: fixture.attendee.uid,
        user_name: 'Ana Asistente',
        hidden: false,
        created_at: Timestamp.fromMillis(Date.UTC(2027, 2, 15, 10, i)),
      }),
    ),
  );
  const meetingIds: [string, string, string] = ['m1', 'm2', 'm3'];
  const statuses = ['pending', 'pending', 'accepted'] as const;
  await Promise.all(
    meetingIds.map((id, i) =>
      adminDb
        .doc(paths.meetingRequest(eventId, id))
        .set(meeting([fixture.attendee.uid, fixture.staff.uid], statuses[i] ?? 'pending', 9 + i)),
    ),
  );
  const user = (actor: { uid: string; email: string }) => ({ uid: actor.uid, email: actor.email });
  const data: WebHooksFixture = {
    eventId,
    attendeeId: fixture.attendeeId,
    stranger: user(fixture.stranger),
    attendee: user(fixture.attendee),
    staff: user(fixture.staff),
    eventAdmin: user(fixture.eventAdmin),
    surveyId,
    questionId,
    activityId,
    wallPostId,
    meetingIds,
  };
  project.provide('webHooks', data);
}
