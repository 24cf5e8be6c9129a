/*
 * What personal data each reader outside an event's administration can read (OWASP ASVS V8):
 * one entry per `match` block of firestore.rules. The README's security section shows this
 * table, and tests/privacy/personal-data.test.ts walks it: it reads the seeded demo's documents
 * through the rules as a visitor, an attendee and a door staff member, and fails on a personal
 * field (an e-mail, phone, document number, address, or a field the event keeps for its admins)
 * that the entry does not allow that reader, and on a rules block missing from this list.
 */

/** Who reads without administering the event: a visitor, an attendee, staff (the door's). */
export const EXPOSURE_READERS = ['anonymous', 'attendee', 'staff'] as const;
export type ExposureReader = (typeof EXPOSURE_READERS)[number];

export interface ReaderExposure {
  /** Personal fields this reader sees (dotted paths; `x.*` for everything below x). */
  fields: readonly string[];
  /** The reader sees personal fields only on documents about itself (its own record). */
  ownOnly?: true;
}

export interface ExposureEntry {
  /** The rules block, nested paths joined: 'events/{eventId}/staff/{userId}'. */
  match: string;
  /** Readers outside the administration that read some documents here; absent: none does. */
  readers: Partial<Record<ExposureReader, ReaderExposure>>;
  /** Why each reader needs what it sees (shown in the README's table). */
  why: string;
}

const NONE: ReaderExposure = { fields: [] };
const own = (...fields: string[]): ReaderExposure => ({ fields, ownOnly: true });
const VENUE: ReaderExposure = { fields: ['address'] };
const CONTENT: ReaderExposure = { fields: ['description_complete'] };
const EXHIBITOR: ReaderExposure = { fields: ['email', 'telefono', 'advisor.*'] };
const MEETING = own('email', 'email_requesting');
const PROFILE = [
  'email',
  'properties.*',
  'picture',
  'company',
  'position',
  'company_type',
  'bio',
  'interests',
  'language',
];

export const PERSONAL_DATA_EXPOSURE: readonly ExposureEntry[] = [
  {
    match: 'events/{eventId}',
    readers: { anonymous: VENUE, attendee: VENUE, staff: VENUE },
    why: "The landing: a public event is public; its venue's address, no attendee data.",
  },
  {
    match: 'events/{eventId}/staff/{userId}',
    readers: { staff: own('email') },
    why: 'A staff member reads its own document (its permissions); the team list is for admins.',
  },
  {
    match: 'events/{eventId}/attendee_accounts/{userId}',
    readers: { attendee: own(), staff: NONE },
    why: 'The "is an attendee" marker: ids only.',
  },
  {
    match: 'events/{eventId}/{kind}/{itemId}',
    readers: { anonymous: CONTENT, attendee: CONTENT, staff: CONTENT },
    why:
      'Published content (agenda, speakers, news, pages, …): no attendee data; a news body may ' +
      "cite the organizer's contact address.",
  },
  {
    match: 'events/{eventId}/activities/{activityId}/private/{docId}',
    readers: {},
    why: 'Room secrets: admins and admin_activity staff only.',
  },
  {
    match: 'events/{eventId}/surveys/{surveyId}/private/{docId}',
    readers: {},
    why: 'Correct answers: admins only.',
  },
  {
    match: 'events/{eventId}/surveys/{surveyId}/answers/{questionId}',
    readers: {},
    why: "The tally's lease: the functions only.",
  },
  {
    match: 'events/{eventId}/surveys/{surveyId}/answers/{questionId}/responses/{userId}',
    readers: { attendee: own() },
    why: "An attendee reads its own answers; the reports are for admins and 'metrics' staff.",
  },
  {
    match: 'events/{eventId}/surveys/{surveyId}/answers/{questionId}/counts/{docId}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: 'The results for the live graph, written by the functions: numbers only.',
  },
  {
    match: 'events/{eventId}/surveys/{surveyId}/ranking/{userId}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: 'A quiz ranking the quiz shows: a display name and the score, never an e-mail.',
  },
  {
    match: 'events/{eventId}/surveys/{surveyId}/ranking_contacts/{userId}',
    readers: { staff: { fields: ['userEmail'] } },
    why: "The e-mails of the organizer's ranking report: the event's team only.",
  },
  {
    match: 'events/{eventId}/wall_settings/{docId}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: 'Whether the wall takes comments.',
  },
  {
    match: 'events/{eventId}/wall/{postId}/comments/{commentId}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: "Comments show the author's registered name, never contact data.",
  },
  {
    match: 'events/{eventId}/products/{productId}/offers/{offerId}',
    readers: { attendee: own('email') },
    why: 'A bidder reads its own bids; admins all.',
  },
  {
    match: '{attendeesCollection}/{attendeeId}',
    readers: {
      attendee: own('properties.*', 'search_name'),
      staff: { fields: ['properties.*', 'search_name'] },
    },
    why:
      'An attendee reads its own registration; the door (staff) identifies people by name, ' +
      'document and e-mail, keeps its slice of the list offline and finds the rest by name ' +
      '(search_name: the name in lower case without accents).',
  },
  {
    match: 'event_activity_attendees/{eventId}/activities/{activityId}/attendees/{attendeeId}',
    readers: { attendee: own('properties.*'), staff: { fields: ['properties.*'] } },
    why: "An activity's check-ins: the attendee its own, the team the room's door list.",
  },
  {
    match: 'event_config/{eventId}',
    readers: { staff: NONE },
    why: 'Counters: numbers only.',
  },
  {
    match: 'event_config/{eventId}/shards/{shard}',
    readers: { staff: NONE },
    why: 'Counter shards: numbers only.',
  },
  {
    match: 'event_door_index/{eventId}/chunks/{chunk}',
    readers: { staff: { fields: ['e.*'] } },
    why:
      "The door's compact index of everyone (id, document number, short name): the door " +
      'resolves a scan of anyone offline without holding every record.',
  },
  {
    match: 'config/{eventId}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: 'The auction switch and its message.',
  },
  {
    match: 'event_companies/{eventId}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: "The fair's settings.",
  },
  {
    match: 'event_companies/{eventId}/companies/{companyId}',
    readers: { anonymous: EXHIBITOR, attendee: EXHIBITOR, staff: EXHIBITOR },
    why:
      "Exhibitors' public profiles: the contact channels the company publishes (its e-mail, " +
      "phone and advisors' e-mails), no attendee data.",
  },
  {
    match: 'event_agendas/{eventId}/agendas/{meetingId}',
    readers: { attendee: MEETING, staff: MEETING },
    why:
      "A meeting request: only its two participants read it, with each other's e-mail (the " +
      "spec's request carries them so the two can reach each other).",
  },
  {
    match: 'event_networking/{eventId}/invitations/{invitationId}',
    readers: { attendee: own() },
    why: 'A contact request: its two participants read it.',
  },
  {
    match: 'languageState/{eventId}/activities/{activityId}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: "An activity's language variants.",
  },
  {
    match: '{chatCollection}/{messageId}',
    readers: { attendee: NONE, staff: NONE },
    why: "The event's public chat: the sender's registered name and the text.",
  },
  {
    match: 'event_chats/{eventId}/chats/{chatId}',
    readers: { attendee: own() },
    why: 'A private chat: its two participants.',
  },
  {
    match: 'event_chats/{eventId}/chats/{chatId}/messages/{messageId}',
    readers: { attendee: own() },
    why: "A private chat's messages: its two participants.",
  },
  {
    match: 'presence/{presenceId}',
    readers: { attendee: NONE, staff: NONE },
    why: "Who is online: ids and a state, for the event's members.",
  },
  {
    match: 'organizations/{orgId}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: "An organization's public page.",
  },
  {
    match: 'organizations/{orgId}/members/{userId}',
    readers: { attendee: own('email', 'properties.*'), staff: own('email', 'properties.*') },
    why: 'A member reads its own membership; the list is for organization admins.',
  },
  {
    match: 'votingStatusByUser/{userId}/surveyStatus/{surveyId}',
    readers: { attendee: own(), staff: own() },
    why: 'A user reads its own survey progress.',
  },
  {
    match: 'users/{userId}',
    readers: { attendee: own(...PROFILE), staff: own(...PROFILE) },
    why:
      'A user reads its own profile. Others see its company, position, bio and interests only ' +
      'through the networking API, where the event shows a field of that name to contacts.',
  },
  {
    match: 'users/{userId}/notifications/{notificationId}',
    readers: { attendee: own(), staff: own() },
    why: 'A user reads its own notifications.',
  },
  { match: 'orders/{orderId}', readers: {}, why: 'Payments: the API only.' },
  { match: 'mail/{mailId}', readers: {}, why: 'Outgoing mail: the API only.' },
  {
    match: 'account_deletions/{deletionId}',
    readers: {},
    why: 'The audit of deleted accounts: the API only; it keeps the uid, never the e-mail.',
  },
  {
    match: 'rate_windows/{windowId}',
    readers: {},
    why: 'Abuse-limit counters: the API only.',
  },
  {
    match: 'short_paths/{path}',
    readers: { anonymous: NONE, attendee: NONE, staff: NONE },
    why: "An event's short address: the path and its event's id, read one at a time.",
  },
];
