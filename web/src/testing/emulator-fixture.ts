/**
 * What the emulator suites' global setup (tests/support/web-hooks-fixture.ts) seeds for the web's
 * api/ hook tests (`web/src/**\/*.int.test.tsx`) and hands them through Vitest's `inject`: one
 * event with a user per role (the API's role fixture, password WEB_FIXTURE_PASSWORD) and the data
 * the hooks read. Types only: the seeding runs in Node with the Admin SDK, the tests in jsdom
 * with the web SDK.
 */
export const WEB_FIXTURE_PASSWORD = 'Secreta-123';

export interface WebFixtureUser {
  uid: string;
  email: string;
}

export interface WebHooksFixture {
  eventId: string;
  attendeeId: string;
  stranger: WebFixtureUser;
  attendee: WebFixtureUser;
  staff: WebFixtureUser;
  eventAdmin: WebFixtureUser;
  /** A published, open survey with one radiogroup question ('Rojo' or 'Azul'). */
  surveyId: string;
  questionId: string;
  /** An activity of the event (languageState needs one). */
  activityId: string;
  /** A published wall post with two visible comments. */
  wallPostId: string;
  /** Meeting requests: two pending, one accepted. */
  meetingIds: [string, string, string];
}

declare module 'vitest' {
  export interface ProvidedContext {
    webHooks: WebHooksFixture | null;
  }
}
