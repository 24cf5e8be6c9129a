import {
  ATTENDEE_ACCOUNTS,
  COLLECTIONS,
  attendeeAccountPath,
  uniqueValuesPath,
  paths,
  type CollectionTypes as T,
  type EventContentKind,
  type EventContentTypes,
  type WithId,
} from '@aforo/domain';
import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type {
  AccountDeletionAudit,
  AttendeeAccountMarker,
  MailItem,
  UserProfile,
} from '@aforo/domain';
import { converter, db } from './firebase';

/** Typed refs from the shared path builders: no collection name is spelled anywhere else. */
const col = <D extends { _id: string }>(path: string) =>
  db.collection(path).withConverter(converter<D>());
const doc = <D extends { _id: string }>(path: string) => db.doc(path).withConverter(converter<D>());

export const refs = {
  events: () => col<T['event']>(paths.events()),
  event: (eventId: string) => doc<T['event']>(paths.event(eventId)),
  eventContent: <K extends EventContentKind>(eventId: string, kind: K) =>
    col<EventContentTypes[K]>(paths.eventContent(eventId, kind)),
  eventContentItem: <K extends EventContentKind>(eventId: string, kind: K, id: string) =>
    doc<EventContentTypes[K]>(paths.eventContentItem(eventId, kind, id)),
  activityMeeting: (eventId: string, activityId: string) =>
    doc<T['activityMeeting']>(paths.activityMeeting(eventId, activityId)),
  surveyAnswerKey: (eventId: string, surveyId: string) =>
    doc<T['surveyAnswerKey']>(paths.surveyAnswerKey(eventId, surveyId)),
  staff: (eventId: string) => col<T['staffMember']>(paths.staff(eventId)),
  staffMember: (eventId: string, uid: string) =>
    doc<T['staffMember']>(paths.staffMember(eventId, uid)),
  attendeeAccount: (eventId: string, uid: string) =>
    doc<AttendeeAccountMarker>(attendeeAccountPath(eventId, uid)),
  /** The event's account markers: who of its attendees can sign in (networking's list). */
  attendeeAccountsOf: (eventId: string) =>
    col<AttendeeAccountMarker>(`${paths.event(eventId)}/${ATTENDEE_ACCOUNTS}`),
  /** Unique-value index documents (plain data: their ids are hashes, not entity ids). */
  uniqueValues: (eventId: string) => db.collection(uniqueValuesPath(eventId)),
  uniqueValue: (eventId: string, id: string) => db.collection(uniqueValuesPath(eventId)).doc(id),
  attendees: (eventId: string) => col<T['attendee']>(paths.attendees(eventId)),
  attendee: (eventId: string, id: string) => doc<T['attendee']>(paths.attendee(eventId, id)),
  activityAttendees: (eventId: string, activityId: string) =>
    col<T['activityAttendee']>(paths.activityAttendees(eventId, activityId)),
  activityAttendee: (eventId: string, activityId: string, attendeeId: string) =>
    doc<T['activityAttendee']>(paths.activityAttendee(eventId, activityId, attendeeId)),
  certificateDownloads: (eventId: string) =>
    col<T['certificateDownload']>(paths.certificateDownloads(eventId)),
  certificateDownload: (eventId: string, id: string) =>
    doc<T['certificateDownload']>(paths.certificateDownload(eventId, id)),
  mailSend: (eventId: string, sendId: string) =>
    doc<T['mailSend']>(paths.mailSend(eventId, sendId)),
  shortPath: (path: string) => doc<T['shortPath']>(paths.shortPath(path)),
  eventConfig: (eventId: string) => doc<T['eventConfig']>(paths.eventConfig(eventId)),
  biddingConfig: (eventId: string) => doc<T['biddingConfig']>(paths.biddingConfig(eventId)),
  companySettings: (eventId: string) => doc<T['companySettings']>(paths.companySettings(eventId)),
  companies: (eventId: string) => col<T['company']>(paths.companies(eventId)),
  company: (eventId: string, id: string) => doc<T['company']>(paths.company(eventId, id)),
  meetingRequests: (eventId: string) => col<T['meetingRequest']>(paths.meetingRequests(eventId)),
  meetingRequest: (eventId: string, id: string) =>
    doc<T['meetingRequest']>(paths.meetingRequest(eventId, id)),
  networkingInvitations: (eventId: string) =>
    col<T['networkingInvitation']>(paths.networkingInvitations(eventId)),
  networkingInvitation: (eventId: string, id: string) =>
    doc<T['networkingInvitation']>(paths.networkingInvitation(eventId, id)),
  languageState: (eventId: string, activityId: string) =>
    doc<T['languageState']>(paths.languageState(eventId, activityId)),
  publicChat: (eventId: string) => col<T['publicChatMessage']>(paths.publicChat(eventId)),
  privateChats: (eventId: string) => col<T['privateChat']>(paths.privateChats(eventId)),
  privateChat: (eventId: string, a: string, b: string) =>
    doc<T['privateChat']>(paths.privateChat(eventId, a, b)),
  privateChatMessages: (eventId: string, a: string, b: string) =>
    col<T['privateChatMessage']>(paths.privateChatMessages(eventId, a, b)),
  presence: (eventId: string, uid: string) =>
    doc<T['presence']>(paths.presenceRecord(eventId, uid)),
  organizations: () => col<T['organization']>(paths.organizations()),
  organization: (orgId: string) => doc<T['organization']>(paths.organization(orgId)),
  organizationMembers: (orgId: string) =>
    col<T['organizationMember']>(paths.organizationMembers(orgId)),
  organizationMember: (orgId: string, uid: string) =>
    doc<T['organizationMember']>(paths.organizationMember(orgId, uid)),
  notifications: (uid: string) => col<T['notification']>(paths.notifications(uid)),
  orders: () => col<T['order']>(paths.orders()),
  order: (orderId: string) => doc<T['order']>(paths.order(orderId)),
  user: (uid: string) => doc<UserProfile>(paths.user(uid)),
  mails: () => col<MailItem>(paths.mail()),
  accountDeletions: () => col<AccountDeletionAudit>(paths.accountDeletions()),
  offers: (eventId: string, productId: string) => col<T['offer']>(paths.offers(eventId, productId)),
  /** Content whose kind is only known at run time (the generic resource router). */
  eventContentData: (eventId: string, kind: EventContentKind) =>
    col<WithId<DocumentData>>(paths.eventContent(eventId, kind)),
};

/** Collection-group queries: the same collection ids the path builders use. */
export const groups = {
  staff: () => db.collectionGroup(COLLECTIONS.staff).withConverter(converter<T['staffMember']>()),
  organizationMembers: () =>
    db.collectionGroup(COLLECTIONS.members).withConverter(converter<T['organizationMember']>()),
  attendeeAccounts: () =>
    db.collectionGroup(ATTENDEE_ACCOUNTS).withConverter(converter<AttendeeAccountMarker>()),
  activityAttendees: () =>
    db.collectionGroup(COLLECTIONS.attendees).withConverter(converter<T['activityAttendee']>()),
  /** Every event's custom pages (the public /page/{id} finds one by its id alone). */
  customPages: () =>
    db
      .collectionGroup('pages' satisfies EventContentKind)
      .withConverter(converter<EventContentTypes['pages']>()),
};

/** Reads many documents in one round trip (batchGet), keeping their type. */
export async function readAll<D>(
  docs: readonly DocumentReference<D>[],
): Promise<DocumentSnapshot<D>[]> {
  if (docs.length === 0) return [];
  // getAll's typing cannot carry a generic model type through its rest parameter.
  return (await db.getAll(...([...docs] as DocumentReference[]))) as DocumentSnapshot<D>[];
}
