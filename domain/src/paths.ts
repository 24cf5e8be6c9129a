/**
 * Every Firestore collection and document path of Aforo, built in one place.
 * The web client, the functions and the rules tests import these builders; no other file
 * spells a collection name (ARCHITECTURE.md §2 keeps the spec's names as the contract).
 */

/** The id of a question's results document in its counts collection (paths.surveyResults). */
export const SURVEY_RESULTS_ID = 'all';

/** Content kinds that live below `events/{eventId}/`. */
export const EVENT_CONTENT_KINDS = [
  'activities',
  'speakers',
  'spaces',
  'categories',
  'types',
  'roles',
  'documents',
  'news',
  'products',
  'surveys',
  'faqs',
  'tickets',
  'certificates',
  'hosts',
  'menu_sections',
  'notifications_app',
  'pages',
  'wall',
  'videos',
  'partners',
] as const;
export type EventContentKind = (typeof EVENT_CONTENT_KINDS)[number];

export const COLLECTIONS = {
  events: 'events',
  eventConfig: 'event_config',
  doorIndex: 'event_door_index',
  biddingConfig: 'config',
  eventCompanies: 'event_companies',
  companies: 'companies',
  eventAgendas: 'event_agendas',
  eventNetworking: 'event_networking',
  invitations: 'invitations',
  agendas: 'agendas',
  activityAttendeesRoot: 'event_activity_attendees',
  activities: 'activities',
  attendees: 'attendees',
  languageState: 'languageState',
  eventChats: 'event_chats',
  chats: 'chats',
  messages: 'messages',
  presence: 'presence',
  organizations: 'organizations',
  members: 'members',
  staff: 'staff',
  mail: 'mail',
  rateWindows: 'rate_windows',
  users: 'users',
  orders: 'orders',
  notifications: 'notifications',
  answers: 'answers',
  responses: 'responses',
  counts: 'counts',
  ranking: 'ranking',
  rankingContacts: 'ranking_contacts',
  votingStatusByUser: 'votingStatusByUser',
  surveyStatus: 'surveyStatus',
  offers: 'offers',
  private: 'private',
  auction: 'auction',
  comments: 'comments',
  wallSettings: 'wall_settings',
  certificateDownloads: 'certificate_downloads',
  mailSends: 'mail_sends',
  shortPaths: 'short_paths',
  accountDeletions: 'account_deletions',
} as const;

/** Suffix of the realtime attendee collection: `{eventId}_event_attendees`. */
export const ATTENDEES_SUFFIX = '_event_attendees';
/** Prefix of the public chat collection: `messagesevent_{eventId}`. */
export const PUBLIC_CHAT_PREFIX = 'messagesevent_';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Ids are path segments: refuse anything that could climb or split a path. */
/** Whether a string is a valid document id (the web checks route parameters with it). */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

export function assertId(id: string, what = 'id'): string {
  if (!ID_PATTERN.test(id)) throw new Error(`Invalid ${what}: ${JSON.stringify(id)}`);
  return id;
}

/** One chat per pair of users, whoever opens it first (spec part 1 §4). */
export function privateChatId(userA: string, userB: string): string {
  return [assertId(userA, 'user id'), assertId(userB, 'user id')].sort().join('_');
}

/** Presence is one document per event and user. */
export function presenceId(eventId: string, userId: string): string {
  return `${assertId(eventId, 'event id')}_${assertId(userId, 'user id')}`;
}

export const paths = {
  events: () => COLLECTIONS.events,
  event: (eventId: string) => `${COLLECTIONS.events}/${assertId(eventId, 'event id')}`,
  eventContent: (eventId: string, kind: EventContentKind) => `${paths.event(eventId)}/${kind}`,
  eventContentItem: (eventId: string, kind: EventContentKind, itemId: string) =>
    `${paths.eventContent(eventId, kind)}/${assertId(itemId)}`,
  /** Who downloaded which certificate (reporte-certificados); only the API reads and writes it. */
  certificateDownloads: (eventId: string) =>
    `${paths.event(eventId)}/${COLLECTIONS.certificateDownloads}`,
  certificateDownload: (eventId: string, downloadId: string) =>
    `${paths.certificateDownloads(eventId)}/${assertId(downloadId, 'download id')}`,
  /** Confirmed mass-mail sends, keyed by the browser's send id; only the API reads and writes. */
  mailSends: (eventId: string) => `${paths.event(eventId)}/${COLLECTIONS.mailSends}`,
  mailSend: (eventId: string, sendId: string) =>
    `${paths.mailSends(eventId)}/${assertId(sendId, 'send id')}`,
  /** A room's links and password (MeetingSecrets): event admins and admin_activity only. */
  activityMeeting: (eventId: string, activityId: string) =>
    `${paths.eventContentItem(eventId, 'activities', activityId)}/${COLLECTIONS.private}/meeting`,
  /** A survey's correct answers (SurveyAnswerKey): event admins and the server only. */
  surveyAnswerKey: (eventId: string, surveyId: string) =>
    `${paths.eventContentItem(eventId, 'surveys', surveyId)}/${COLLECTIONS.private}/answers`,
  staff: (eventId: string) => `${paths.event(eventId)}/${COLLECTIONS.staff}`,
  staffMember: (eventId: string, userId: string) =>
    `${paths.staff(eventId)}/${assertId(userId, 'user id')}`,

  attendees: (eventId: string) => `${assertId(eventId, 'event id')}${ATTENDEES_SUFFIX}`,
  attendee: (eventId: string, attendeeId: string) =>
    `${paths.attendees(eventId)}/${assertId(attendeeId, 'attendee id')}`,
  activityAttendees: (eventId: string, activityId: string) =>
    `${COLLECTIONS.activityAttendeesRoot}/${assertId(eventId, 'event id')}/${COLLECTIONS.activities}/${assertId(activityId, 'activity id')}/${COLLECTIONS.attendees}`,
  /** The document id is the attendee id, so a second check-in cannot add a duplicate. */
  activityAttendee: (eventId: string, activityId: string, attendeeId: string) =>
    `${paths.activityAttendees(eventId, activityId)}/${assertId(attendeeId, 'attendee id')}`,

  eventConfig: (eventId: string) => `${COLLECTIONS.eventConfig}/${assertId(eventId, 'event id')}`,
  biddingConfig: (eventId: string) =>
    `${COLLECTIONS.biddingConfig}/${assertId(eventId, 'event id')}`,

  companySettings: (eventId: string) =>
    `${COLLECTIONS.eventCompanies}/${assertId(eventId, 'event id')}`,
  companies: (eventId: string) => `${paths.companySettings(eventId)}/${COLLECTIONS.companies}`,
  company: (eventId: string, companyId: string) =>
    `${paths.companies(eventId)}/${assertId(companyId, 'company id')}`,

  meetingRequests: (eventId: string) =>
    `${COLLECTIONS.eventAgendas}/${assertId(eventId, 'event id')}/${COLLECTIONS.agendas}`,
  meetingRequest: (eventId: string, meetingId: string) =>
    `${paths.meetingRequests(eventId)}/${assertId(meetingId, 'meeting id')}`,

  /** Contact (friend) requests between two attendees of an event; only the API writes them. */
  networkingInvitations: (eventId: string) =>
    `${COLLECTIONS.eventNetworking}/${assertId(eventId, 'event id')}/${COLLECTIONS.invitations}`,
  networkingInvitation: (eventId: string, invitationId: string) =>
    `${paths.networkingInvitations(eventId)}/${assertId(invitationId, 'invitation id')}`,

  /**
   * Keyed by event and activity: activity ids are chosen by clients and repeat across events
   * ('actividad-1'), so an activity id alone would let one event occupy another's variants.
   */
  languageStates: (eventId: string) =>
    `${COLLECTIONS.languageState}/${assertId(eventId, 'event id')}/${COLLECTIONS.activities}`,
  languageState: (eventId: string, activityId: string) =>
    `${paths.languageStates(eventId)}/${assertId(activityId, 'activity id')}`,

  publicChat: (eventId: string) => `${PUBLIC_CHAT_PREFIX}${assertId(eventId, 'event id')}`,
  privateChats: (eventId: string) =>
    `${COLLECTIONS.eventChats}/${assertId(eventId, 'event id')}/${COLLECTIONS.chats}`,
  privateChat: (eventId: string, userA: string, userB: string) =>
    `${paths.privateChats(eventId)}/${privateChatId(userA, userB)}`,
  privateChatMessages: (eventId: string, userA: string, userB: string) =>
    `${paths.privateChat(eventId, userA, userB)}/${COLLECTIONS.messages}`,

  presence: () => COLLECTIONS.presence,
  presenceRecord: (eventId: string, userId: string) =>
    `${COLLECTIONS.presence}/${presenceId(eventId, userId)}`,

  organizations: () => COLLECTIONS.organizations,
  organization: (orgId: string) =>
    `${COLLECTIONS.organizations}/${assertId(orgId, 'organization id')}`,
  organizationMembers: (orgId: string) => `${paths.organization(orgId)}/${COLLECTIONS.members}`,
  organizationMember: (orgId: string, userId: string) =>
    `${paths.organizationMembers(orgId)}/${assertId(userId, 'user id')}`,

  users: () => COLLECTIONS.users,
  user: (userId: string) => `${COLLECTIONS.users}/${assertId(userId, 'user id')}`,
  notifications: (userId: string) => `${paths.user(userId)}/${COLLECTIONS.notifications}`,

  orders: () => COLLECTIONS.orders,
  order: (orderId: string) => `${COLLECTIONS.orders}/${assertId(orderId, 'order id')}`,

  /** One answer per user per question: the document id is the user id (rules forbid edits). */
  surveyResponses: (eventId: string, surveyId: string, questionId: string) =>
    `${paths.eventContentItem(eventId, 'surveys', surveyId)}/${COLLECTIONS.answers}/${assertId(questionId, 'question id')}/${COLLECTIONS.responses}`,
  surveyResponse: (eventId: string, surveyId: string, questionId: string, userId: string) =>
    `${paths.surveyResponses(eventId, surveyId, questionId)}/${assertId(userId, 'user id')}`,
  /**
   * A question's document: no screen reads it; the functions keep the lease of the question's
   * tally there (functions lib/survey-tally.ts).
   */
  surveyQuestionTally: (eventId: string, surveyId: string, questionId: string) =>
    `${paths.eventContentItem(eventId, 'surveys', surveyId)}/${COLLECTIONS.answers}/${assertId(questionId, 'question id')}`,
  /** A question's results (SurveyResults), written by the functions' tally, read by the graphs. */
  surveyResults: (eventId: string, surveyId: string, questionId: string) =>
    `${paths.surveyQuestionTally(eventId, surveyId, questionId)}/${COLLECTIONS.counts}/${SURVEY_RESULTS_ID}`,
  /** A quiz's ranking (RankingRecord), one row per user, written by the server when it grades. */
  surveyRanking: (eventId: string, surveyId: string) =>
    `${paths.eventContentItem(eventId, 'surveys', surveyId)}/${COLLECTIONS.ranking}`,
  /** A user's progress in one survey (SurveyStatus, part 1 §7.7), its own to read and write. */
  surveyStatus: (userId: string, surveyId: string) =>
    `${COLLECTIONS.votingStatusByUser}/${assertId(userId, 'user id')}/${COLLECTIONS.surveyStatus}/${assertId(surveyId, 'survey id')}`,
  surveyRankingRow: (eventId: string, surveyId: string, userId: string) =>
    `${paths.surveyRanking(eventId, surveyId)}/${assertId(userId, 'user id')}`,
  /**
   * The e-mail of each ranked user (RankingContact), beside the ranking and read by the event's
   * team only: the ranking is public when the quiz shows it, the organizer's report needs e-mails.
   */
  surveyRankingContacts: (eventId: string, surveyId: string) =>
    `${paths.eventContentItem(eventId, 'surveys', surveyId)}/${COLLECTIONS.rankingContacts}`,
  surveyRankingContact: (eventId: string, surveyId: string, userId: string) =>
    `${paths.surveyRankingContacts(eventId, surveyId)}/${assertId(userId, 'user id')}`,
  /** Silent-auction bids on a product. */
  offers: (eventId: string, productId: string) =>
    `${paths.eventContentItem(eventId, 'products', productId)}/${COLLECTIONS.offers}`,
  offer: (eventId: string, productId: string, offerId: string) =>
    `${paths.offers(eventId, productId)}/${assertId(offerId, 'offer id')}`,
  /** The product's highest bid, kept by the API beside the bids (no client reads or writes it). */
  auctionState: (eventId: string, productId: string) =>
    `${paths.eventContentItem(eventId, 'products', productId)}/${COLLECTIONS.auction}/state`,

  /** Attendees' comments on a wall post. */
  wallComments: (eventId: string, postId: string) =>
    `${paths.eventContentItem(eventId, 'wall', postId)}/${COLLECTIONS.comments}`,
  wallComment: (eventId: string, postId: string, commentId: string) =>
    `${paths.wallComments(eventId, postId)}/${assertId(commentId, 'comment id')}`,
  /** The wall's settings (comments on or off): one document per event. */
  wallSettings: (eventId: string) => `${paths.event(eventId)}/${COLLECTIONS.wallSettings}/settings`,

  /** Who holds a short address (ShortPathClaim); only the API writes, anyone reads one. */
  shortPath: (path: string) => `${COLLECTIONS.shortPaths}/${assertId(path, 'short path')}`,

  /** The audit record of each account deletion (AccountDeletionAudit); the API only. */
  accountDeletions: () => COLLECTIONS.accountDeletions,
  accountDeletion: (deletionId: string) =>
    `${COLLECTIONS.accountDeletions}/${assertId(deletionId, 'deletion id')}`,

  mail: () => COLLECTIONS.mail,
  mailItem: (mailId: string) => `${COLLECTIONS.mail}/${assertId(mailId, 'mail id')}`,
  /** Abuse-limit counters (rate-limits.ts): only the API reads or writes them. */
  rateWindows: () => COLLECTIONS.rateWindows,
  rateWindow: (windowId: string) =>
    `${COLLECTIONS.rateWindows}/${assertId(windowId, 'rate window id')}`,
} as const;

/**
 * Rules cannot query, so "is this user an attendee of this event" needs a document named by the
 * user: `events/{eventId}/attendee_accounts/{uid}` → { attendee_id }. The API writes it when an
 * attendee gets an account; the rules check that it exists.
 */
export const ATTENDEE_ACCOUNTS = 'attendee_accounts';
export const attendeeAccountPath = (eventId: string, userId: string) =>
  `${paths.event(eventId)}/${ATTENDEE_ACCOUNTS}/${assertId(userId, 'user id')}`;

/**
 * Rules cannot query either to tell whether a unique attendee value (the document number) is taken:
 * `events/{eventId}/unique_values/{field}_{hash}` → { attendee_id, field, key }. Only the API
 * reads and writes it (no rule opens it), creating it in the same batch as the record so two
 * concurrent registrations of one value cannot both succeed. It also holds `email_{hash}` (the
 * record of each lower-cased e-mail, a lookup) and `_index_complete` (every record of the event
 * has its entries, so lookups skip the queries: functions/src/lib/attendees.ts).
 */
export const UNIQUE_VALUES = 'unique_values';
export const uniqueValuesPath = (eventId: string) => `${paths.event(eventId)}/${UNIQUE_VALUES}`;
