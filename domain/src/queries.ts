import { ATTENDEE_ACCOUNTS, COLLECTIONS, paths, uniqueValuesPath } from './paths.js';
import { counterShardsPath } from './integrations/counters.js';

/**
 * Every Firestore query the web and the functions run, by shape: the collection (or collection
 * group), the filters with their operators and the orderings. Production refuses what the
 * emulator forgives — a query whose composite index firestore.indexes.json lacks, and a list the
 * rules cannot prove safe from its filters alone — so tests/parity checks this registry against
 * both files, and against the source: every where/orderBy the code writes must be named here,
 * in the same file, and every clause here must still be in that file. A query built in steps
 * (a filter added when a value is given) is one entry per variant.
 *
 * `as`, for the web's queries, is who runs it, which decides the rules' alternatives it may
 * rely on: 'public' (anyone, signed out included), 'attendee' (a signed-in attendee of the
 * event, or the owner of the path), 'team' (the event's admins and staff, on their screens).
 */
export type QueryOp =
  '==' | 'in' | 'array-contains' | 'array-contains-any' | '<' | '<=' | '>' | '>=' | '!=' | 'not-in';

export interface QueryShape {
  /** The source file that runs it (relative to the repository). */
  file: string;
  runs: 'web' | 'functions';
  /** A concrete path of the collection (ids E, P, U…); a group names the collection id. */
  path: string;
  group?: true;
  /** Fields: `__name__` for documentId(), `*` for a field computed at run time. */
  where?: readonly (readonly [field: string, op: QueryOp])[];
  orderBy?: readonly (readonly [field: string, direction: 'asc' | 'desc'])[];
  as?: 'public' | 'attendee' | 'team';
}

const E = 'E';
const content = (kind: Parameters<typeof paths.eventContent>[1]) => paths.eventContent(E, kind);
const web = (
  file: string,
  as: NonNullable<QueryShape['as']>,
  path: string,
  clauses: Pick<QueryShape, 'where' | 'orderBy'> = {},
): QueryShape => ({ file: `web/src/${file}`, runs: 'web', as, path, ...clauses });
const fn = (
  file: string,
  path: string,
  clauses: Pick<QueryShape, 'where' | 'orderBy' | 'group'> = {},
): QueryShape => ({ file: `functions/src/${file}`, runs: 'functions', path, ...clauses });
const byName = [['__name__', 'asc']] as const;

export const QUERIES: readonly QueryShape[] = [
  // ---- web: the landing and the attendee's screens
  web('features/agenda/landing/use-agenda.ts', 'public', content('activities'), {
    where: [
      ['isPublished', '=='],
      ['access_restriction_type', 'in'],
    ],
  }),
  web('features/agenda/landing/use-agenda.ts', 'public', content('speakers'), {
    where: [['published', '==']],
  }),
  web('features/agenda/landing/use-agenda.ts', 'public', content('categories')),
  web('features/agenda/landing/use-agenda.ts', 'public', content('spaces')),
  web('features/agenda/landing/watch-activities.ts', 'public', content('activities'), {
    where: [
      ['isPublished', '=='],
      ['access_restriction_type', 'in'],
    ],
  }),
  web('features/landing/api/use-section-content.ts', 'public', content('faqs')),
  web('features/landing/api/use-section-content.ts', 'public', content('news')),
  web('features/landing/api/use-section-content.ts', 'public', content('videos')),
  web('features/landing/api/use-section-content.ts', 'public', content('partners')),
  web('features/landing/api/wall.ts', 'public', content('wall'), {
    where: [['published', '==']],
  }),
  web('features/landing/api/wall.ts', 'public', paths.wallComments(E, 'P'), {
    where: [['hidden', '==']],
  }),
  web('features/companies/landing/companies-section.tsx', 'public', paths.companies(E), {
    where: [['visible', '==']],
  }),
  web('features/companies/landing/companies-section.tsx', 'public', COLLECTIONS.eventCompanies, {
    where: [['__name__', '==']],
  }),
  web('features/products/components/product-section.tsx', 'public', content('products')),
  web('lib/event/use-event.ts', 'public', paths.events(), {
    where: [
      ['name', '=='],
      ['visibility', '=='],
    ],
  }),
  web('features/platform-pages/api/probes.ts', 'public', paths.events(), {
    where: [['visibility', '==']],
  }),
  web('features/surveys/api/live.ts', 'public', content('surveys'), {
    where: [['publish', '==']],
  }),
  web('features/surveys/api/live.ts', 'team', paths.surveyResponses(E, 'S', 'Q'), {
    orderBy: [['created', 'desc']],
  }),
  web('features/surveys/api/live.ts', 'public', paths.surveyRanking(E, 'S')),
  web('features/surveys/api/live.ts', 'team', paths.surveyRankingContacts(E, 'S')),
  web('features/chat/api/messages.ts', 'attendee', paths.publicChat(E), {
    orderBy: [['sortByDateAndTime', 'desc']],
  }),
  web('features/chat/api/messages.ts', 'attendee', paths.privateChatMessages(E, 'U', 'V'), {
    orderBy: [['sortByDateAndTime', 'desc']],
  }),
  web('lib/presence.ts', 'attendee', paths.presence(), {
    where: [
      ['event_id', '=='],
      ['state', '=='],
    ],
  }),
  web('features/chat/api/private-chats.ts', 'attendee', paths.privateChats(E), {
    where: [['participant_ids', 'array-contains']],
    orderBy: [['last_message_at', 'desc']],
  }),
  web('features/networking/notifications-bell.tsx', 'attendee', paths.notifications('U'), {
    where: [['state', '==']],
  }),
  web('features/networking/social-zone.tsx', 'attendee', paths.networkingInvitations(E), {
    where: [['participants', 'array-contains']],
  }),
  web('features/networking/social-zone.tsx', 'attendee', paths.meetingRequests(E), {
    where: [['attendees', 'array-contains']],
  }),
  // ---- web: the team's screens (admin, door, reports)
  web('features/chat/api/chat-export.ts', 'team', paths.publicChat(E), {
    orderBy: [['sortByDateAndTime', 'desc']],
  }),
  web('features/chat/api/chat-export.ts', 'team', paths.publicChat(E), {
    orderBy: [['sortByDateAndTime', 'asc']],
  }),
  web('features/chat/api/chat-export.ts', 'team', paths.publicChat(E)),
  web('features/certificates/api/badge-data.ts', 'team', paths.attendees(E)),
  web('features/certificates/api/badge-data.ts', 'team', content('roles')),
  web('features/certificates/api/badge-data.ts', 'team', paths.attendees(E), {
    where: [['__name__', 'in']],
  }),
  web('features/checkin/api/activity-checkin.ts', 'team', paths.activityAttendees(E, 'A')),
  web('features/checkin/api/use-activities.ts', 'team', content('activities')),
  web('features/checkin/api/use-activities.ts', 'team', content('spaces')),
  web('features/checkin/api/use-activities.ts', 'team', content('speakers')),
  web('features/checkin/api/use-roles.ts', 'team', content('roles')),
  web('features/checkin/api/use-attendee-cache.ts', 'team', counterShardsPath(E)),
  web('features/checkin/api/use-attendee-cache.ts', 'team', paths.attendees(E), {
    orderBy: byName,
  }),
  web('features/checkin/api/use-attendee-cache.ts', 'team', paths.attendees(E), {
    orderBy: [['updated_at', 'desc']],
  }),
  web('features/checkin/api/use-attendee-cache.ts', 'team', paths.attendees(E), {
    where: [
      ['__name__', '>='],
      ['__name__', '<'],
    ],
  }),
  // A door's slice (lib/door-slice): a stage's or ticket's attendees, in id ranges.
  web('features/checkin/api/use-attendee-cache.ts', 'team', paths.attendees(E), {
    where: [['ticket_id', 'in']],
  }),
  web('features/checkin/api/use-attendee-cache.ts', 'team', paths.attendees(E), {
    where: [
      ['ticket_id', 'in'],
      ['__name__', '>='],
      ['__name__', '<'],
    ],
  }),
  web('features/checkin/api/use-attendee-cache.ts', 'team', paths.attendees(E), {
    where: [['ticket_id', 'in']],
    orderBy: byName,
  }),
  web('features/checkin/api/use-attendee-cache.ts', 'team', paths.attendees(E), {
    where: [
      ['__name__', '>='],
      ['__name__', '<'],
    ],
    orderBy: byName,
  }),
  // The door's name search on the server, for a door that keeps a slice.
  web('features/checkin/api/use-name-search.ts', 'team', paths.attendees(E), {
    where: [
      ['search_name', '>='],
      ['search_name', '<'],
    ],
    orderBy: [['search_name', 'asc']],
  }),
  web('features/checkin/api/use-event-counters.ts', 'team', counterShardsPath(E)),
  web('features/companies/api/companies-store.ts', 'team', paths.companies(E), {
    orderBy: [['index', 'asc']],
  }),
  web('features/companies/api/companies-store.ts', 'team', paths.companies(E), {
    orderBy: [['index', 'desc']],
  }),
  web('features/dashboard/api/use-dashboard.ts', 'team', paths.attendees(E), {
    where: [
      ['checkedin_at', '>='],
      ['checkedin_at', '<'],
    ],
  }),
  web('features/dashboard/api/use-dashboard.ts', 'team', paths.attendees(E), {
    where: [
      ['checkedin_at', '>'],
      ['properties.pesovoto', '>='],
    ],
  }),
  web('features/dashboard/api/use-dashboard.ts', 'team', paths.attendees(E), {
    where: [['checkedin_at', '>']],
  }),
  web('features/dashboard/api/use-dashboard.ts', 'team', paths.attendees(E), {
    where: [['rol_id', '==']],
  }),
  web('features/dashboard/routes/orders-page.tsx', 'team', content('products')),
  web('features/dashboard/api/networking-report.ts', 'team', paths.meetingRequests(E), {
    orderBy: [['timestamp_start', 'desc']],
  }),
  web('features/dashboard/api/networking-report.ts', 'team', paths.meetingRequests(E), {
    where: [['request_status', '==']],
  }),
  web('features/documents/api/documents-store.ts', 'team', paths.attendees(E), {
    where: [['properties.email', '==']],
  }),
  web('features/documents/api/documents-store.ts', 'team', paths.attendees(E), {
    where: [['account_id', 'in']],
  }),
  web('features/documents/api/documents-store.ts', 'team', content('documents'), {
    orderBy: [['created_at', 'desc']],
  }),
  web('features/event-settings/api/use-setup-checklist.ts', 'team', content('activities')),
  web('features/event-settings/api/use-setup-checklist.ts', 'team', paths.staff(E)),
  web('features/news-wall/api/wall-admin.ts', 'team', paths.wallComments(E, 'P'), {
    orderBy: [['created_at', 'asc']],
  }),
  web('features/news-wall/api/wall-admin.ts', 'team', paths.wallComments(E, 'P')),
  web('features/products/api/products-api.ts', 'team', content('products')),
  web('features/products/api/products-api.ts', 'team', paths.offers(E, 'P'), {
    orderBy: [['amount', 'desc']],
  }),
  // the admin's lists of any content kind (activities, speakers, surveys…), newest first
  web('lib/resources/event-content-source.ts', 'team', content('activities'), {
    orderBy: [['created_at', 'desc']],
  }),
  web('lib/resources/event-content-source.ts', 'team', content('activities')),

  // ---- functions (Admin SDK: rules do not apply, indexes do)
  fn('lib/attendee-lookup.ts', paths.attendees(E), { where: [['*', 'in']] }),
  fn('lib/attendee-options.ts', paths.attendees(E), { where: [['*', 'in']] }),
  fn('lib/attendees.ts', COLLECTIONS.attendees, {
    group: true,
    where: [
      ['event_id', '=='],
      ['attendee_id', '=='],
    ],
  }),
  fn('lib/attendees.ts', uniqueValuesPath(E), { where: [['attendee_id', '==']] }),
  fn('lib/auction.ts', paths.offers(E, 'P'), { orderBy: [['amount', 'desc']] }),
  // the account's own data: what "Descargar mis datos" gathers and "Eliminar mi cuenta" removes
  fn('lib/account-data.ts', ATTENDEE_ACCOUNTS, { group: true, where: [['user_id', '==']] }),
  fn('lib/account-data.ts', paths.publicChat(E), { where: [['user_id', '==']] }),
  fn('lib/account-data.ts', paths.privateChats(E), {
    where: [['participant_ids', 'array-contains']],
  }),
  fn('lib/account-data.ts', paths.privateChatMessages(E, 'U', 'V'), {
    where: [['user_id', '==']],
  }),
  fn('lib/account-data.ts', paths.meetingRequests(E), {
    where: [['attendees', 'array-contains']],
  }),
  fn('lib/account-data.ts', paths.networkingInvitations(E), {
    where: [['participants', 'array-contains']],
  }),
  fn('lib/account-data.ts', COLLECTIONS.staff, { group: true, where: [['email', '==']] }),
  fn('lib/account-data.ts', COLLECTIONS.members, {
    group: true,
    where: [['properties.email', '==']],
  }),
  fn('lib/door-index-repair.ts', paths.attendees(E), { orderBy: byName }),
  fn('lib/door-index-repair.ts', paths.attendees(E), { where: [['search_name', '>=']] }),
  fn('lib/door-index-repair.ts', paths.events()),
  fn('lib/event-duplicate.ts', content('activities'), { orderBy: byName }),
  fn('lib/event-repair.ts', paths.events(), { orderBy: byName }),
  // The survey tally's count() aggregations (its trigger, and `npm run migrate`).
  fn('lib/survey-tally.ts', paths.surveyResponses(E, 'S', 'Q')),
  fn('lib/survey-tally.ts', paths.surveyResponses(E, 'S', 'Q'), { where: [['response', '==']] }),
  fn('lib/survey-tally.ts', paths.surveyResponses(E, 'S', 'Q'), {
    where: [['response', 'array-contains']],
  }),
  fn('lib/survey-tally.ts', paths.events()),
  fn('lib/survey-tally.ts', content('surveys')),
  fn('lib/privacy-repair.ts', paths.attendees(E), { orderBy: byName }),
  // a mailing's audience, walked by id, and one address looked up within it
  ...(['rol_id', 'checked_in'] as const).flatMap((field) => [
    fn('lib/mailings.ts', paths.attendees(E), { where: [[field, '==']], orderBy: byName }),
    fn('lib/mailings.ts', paths.attendees(E), {
      where: [
        [field, '=='],
        ['properties.email', '=='],
      ],
    }),
  ]),
  fn('lib/mailings.ts', paths.attendees(E), {
    where: [['properties.email', 'in']],
    orderBy: byName,
  }),
  fn('lib/mailings.ts', paths.attendees(E), {
    where: [
      ['properties.email', 'in'],
      ['properties.email', '=='],
    ],
  }),
  fn('lib/mailings.ts', paths.attendees(E), { where: [['properties.email', '==']] }),
  fn('lib/memberships.ts', COLLECTIONS.members, {
    group: true,
    where: [['properties.email', '==']],
  }),
  fn('lib/resource-store.ts', content('activities'), { where: [['*', '==']] }),
  fn('routes/activities.ts', content('activities'), {
    where: [['host_ids', 'array-contains']],
  }),
  fn('routes/activities.ts', content('activities'), {
    where: [
      ['host_ids', 'array-contains'],
      ['isPublished', '=='],
    ],
  }),
  fn('routes/activities.ts', paths.activityAttendees(E, 'A'), { where: [['user_id', '==']] }),
  fn('routes/activities.ts', COLLECTIONS.attendees, {
    group: true,
    where: [
      ['event_id', '=='],
      ['user_id', '=='],
    ],
  }),
  fn('routes/activities.ts', paths.activityAttendees(E, 'A'), {
    where: [['checked_in', '==']],
  }),
  fn('routes/attendees.ts', paths.attendees(E), { where: [['account_id', '==']] }),
  fn('routes/attendees.ts', paths.attendees(E), { where: [['properties.email', '==']] }),
  fn('routes/attendees.ts', paths.attendees(E), {
    where: [
      ['properties.email', '=='],
      ['account_id', '=='],
    ],
  }),
  fn('routes/attendees.ts', paths.attendees(E), { orderBy: [['updated_at', 'desc']] }),
  fn('routes/attendees.ts', ATTENDEE_ACCOUNTS, { group: true, where: [['user_id', '==']] }),
  // the share previews: one public event by its exact name; the sitemap's public events
  fn('routes/share-pages.ts', paths.events(), {
    where: [
      ['visibility', '=='],
      ['name', '=='],
    ],
  }),
  fn('routes/share-pages.ts', paths.events(), {
    where: [['visibility', '==']],
    orderBy: [['datetime_from', 'asc']],
  }),
  fn('routes/events.ts', paths.events(), {
    where: [
      ['visibility', '=='],
      ['name', '>='],
      ['name', '<'],
    ],
    orderBy: [['name', 'asc']],
  }),
  fn('routes/events.ts', paths.events(), {
    where: [
      ['visibility', '=='],
      ['organizer_id', '=='],
      ['name', '>='],
      ['name', '<'],
    ],
    orderBy: [['name', 'asc']],
  }),
  fn('routes/events.ts', paths.events(), {
    where: [['visibility', '==']],
    orderBy: [['datetime_from', 'asc']],
  }),
  fn('routes/events.ts', paths.events(), {
    where: [
      ['visibility', '=='],
      ['organizer_id', '=='],
    ],
    orderBy: [['datetime_from', 'asc']],
  }),
  fn('routes/events.ts', paths.events(), {
    where: [
      ['visibility', '=='],
      ['datetime_to', '<'],
    ],
    orderBy: [['datetime_to', 'desc']],
  }),
  fn('routes/events.ts', paths.events(), {
    where: [
      ['visibility', '=='],
      ['datetime_to', '>='],
    ],
    orderBy: [['datetime_to', 'asc']],
  }),
  fn('routes/events.ts', COLLECTIONS.staff, { group: true, where: [['email', '==']] }),
  fn('routes/events.ts', paths.events(), { where: [['author_id', '==']] }),
  fn('routes/events.ts', paths.events(), { where: [['organizer_id', 'in']] }),
  fn('routes/events.ts', paths.mail(), {
    where: [['event_id', '==']],
    orderBy: [['created_at', 'desc']],
  }),
  fn('routes/integrations/certificates.ts', paths.certificateDownloads(E), {
    orderBy: [['last_downloaded_at', 'desc']],
  }),
  fn('routes/integrations/event-orders.ts', paths.orders(), {
    where: [['event_id', '==']],
    orderBy: [['created_at', 'desc']],
  }),
  fn('routes/integrations/event-orders.ts', paths.orders(), {
    where: [
      ['event_id', '=='],
      ['items', 'array-contains'],
    ],
    orderBy: [['created_at', 'desc']],
  }),
  fn('routes/integrations/meeting-requests.ts', paths.meetingRequests(E), {
    where: [['attendees', 'array-contains']],
  }),
  fn('routes/integrations/metrics.ts', paths.activityAttendees(E, 'A'), {
    where: [['checked_in', '==']],
  }),
  fn('routes/integrations/metrics.ts', paths.activityAttendees(E, 'A'), {
    where: [
      ['checked_in', '=='],
      ['online', '=='],
    ],
  }),
  fn('routes/integrations/metrics.ts', paths.attendees(E), {
    where: [
      ['created_at', '>='],
      ['created_at', '<'],
    ],
  }),
  fn('routes/integrations/metrics.ts', paths.attendees(E), {
    where: [
      ['checkedin_at', '>='],
      ['checkedin_at', '<'],
    ],
  }),
  fn('routes/integrations/metrics.ts', paths.orders(), {
    where: [
      ['event_id', '=='],
      ['status', '=='],
    ],
  }),
  fn('routes/integrations/metrics.ts', paths.attendees(E), { where: [['checked_in_by', '==']] }),
  fn('routes/integrations/metrics.ts', paths.attendees(E), { where: [['ticket_id', '==']] }),
  fn('routes/integrations/notifications.ts', paths.attendees(E), { where: [['rol_id', '==']] }),
  fn('routes/integrations/notifications.ts', content('notifications_app'), {
    orderBy: [['created_at', 'desc']],
  }),
  fn('routes/integrations/payments.ts', paths.orders(), {
    where: [['account_id', '==']],
    orderBy: [['created_at', 'desc']],
  }),
  fn('routes/integrations/videoconference.ts', content('activities'), {
    where: [['meeting_id', '==']],
  }),
  fn('routes/landing-sections.ts', content('surveys'), {
    where: [
      ['publish', '=='],
      ['rankingVisible', '=='],
    ],
  }),
  fn('routes/landing-sections.ts', COLLECTIONS.attendees, {
    group: true,
    where: [
      ['event_id', '=='],
      ['checked_in', '=='],
    ],
  }),
  fn('routes/landing-sections.ts', 'pages', {
    group: true,
    where: [
      ['page_id', '=='],
      ['published', '=='],
    ],
  }),
  fn('routes/networking.ts', paths.notifications('U'), {
    where: [
      ['invitation_id', '=='],
      ['state', '=='],
    ],
  }),
  // the sessions in common behind a recommendation: one attendee's per-activity records
  fn('routes/networking.ts', COLLECTIONS.attendees, {
    group: true,
    where: [
      ['event_id', '=='],
      ['attendee_id', '=='],
    ],
  }),
  fn('routes/networking.ts', paths.networkingInvitations(E), { where: [['response', '==']] }),
  fn('routes/networking.ts', paths.networkingInvitations(E), {
    orderBy: [['created_at', 'desc']],
  }),
  fn('routes/networking.ts', paths.networkingInvitations(E), {
    where: [['participants', 'array-contains']],
  }),
  fn('routes/organizations.ts', paths.events(), {
    where: [['organizer_id', '==']],
    orderBy: [['datetime_from', 'asc']],
  }),
  fn('routes/organizations.ts', paths.events(), {
    where: [
      ['organizer_id', '=='],
      ['visibility', '=='],
    ],
    orderBy: [['datetime_from', 'asc']],
  }),
  fn('routes/organizations.ts', paths.attendees(E), { where: [['checked_in', '==']] }),
  fn('routes/organizations.ts', paths.organizationMembers('O'), {
    where: [['properties.email', '==']],
  }),
  fn('routes/organizations.ts', paths.organizationMembers('O'), {
    orderBy: [['created_at', 'desc']],
  }),
  fn('routes/roles-attendees.ts', paths.attendees(E), { where: [['rol_id', '==']] }),
];
