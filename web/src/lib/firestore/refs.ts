import {
  attendeeAccountPath,
  paths,
  type CollectionTypes as T,
  type EventContentKind,
  type EventContentTypes,
  type WithId,
} from '@aforo/domain';
import { collection, doc as docRef, type Firestore } from 'firebase/firestore';
import { converter } from './converter';

const col = <D extends { _id: string }>(db: Firestore, path: string) =>
  collection(db, path).withConverter(converter<D>());
const doc = <D extends { _id: string }>(db: Firestore, path: string) =>
  docRef(db, path).withConverter(converter<D>());

/** Typed refs built from the shared path builders; components never spell a collection name. */
export const refs = {
  events: (db: Firestore) => col<T['event']>(db, paths.events()),
  event: (db: Firestore, eventId: string) => doc<T['event']>(db, paths.event(eventId)),
  eventContent: <K extends EventContentKind>(db: Firestore, eventId: string, kind: K) =>
    col<EventContentTypes[K]>(db, paths.eventContent(eventId, kind)),
  eventContentItem: <K extends EventContentKind>(
    db: Firestore,
    eventId: string,
    kind: K,
    id: string,
  ) => doc<EventContentTypes[K]>(db, paths.eventContentItem(eventId, kind, id)),
  staff: (db: Firestore, eventId: string) => col<T['staffMember']>(db, paths.staff(eventId)),
  staffMember: (db: Firestore, eventId: string, uid: string) =>
    doc<T['staffMember']>(db, paths.staffMember(eventId, uid)),
  attendeeAccount: (db: Firestore, eventId: string, uid: string) =>
    doc<WithId<{ attendee_id: string }>>(db, attendeeAccountPath(eventId, uid)),
  attendees: (db: Firestore, eventId: string) => col<T['attendee']>(db, paths.attendees(eventId)),
  attendee: (db: Firestore, eventId: string, id: string) =>
    doc<T['attendee']>(db, paths.attendee(eventId, id)),
  activityAttendees: (db: Firestore, eventId: string, activityId: string) =>
    col<T['activityAttendee']>(db, paths.activityAttendees(eventId, activityId)),
  activityAttendee: (db: Firestore, eventId: string, activityId: string, attendeeId: string) =>
    doc<T['activityAttendee']>(db, paths.activityAttendee(eventId, activityId, attendeeId)),
  eventConfig: (db: Firestore, eventId: string) =>
    doc<T['eventConfig']>(db, paths.eventConfig(eventId)),
  biddingConfig: (db: Firestore, eventId: string) =>
    doc<T['biddingConfig']>(db, paths.biddingConfig(eventId)),
  offers: (db: Firestore, eventId: string, productId: string) =>
    col<T['offer']>(db, paths.offers(eventId, productId)),
  companies: (db: Firestore, eventId: string) => col<T['company']>(db, paths.companies(eventId)),
  meetingRequests: (db: Firestore, eventId: string) =>
    col<T['meetingRequest']>(db, paths.meetingRequests(eventId)),
  networkingInvitations: (db: Firestore, eventId: string) =>
    col<T['networkingInvitation']>(db, paths.networkingInvitations(eventId)),
  languageState: (db: Firestore, eventId: string, activityId: string) =>
    doc<T['languageState']>(db, paths.languageState(eventId, activityId)),
  publicChat: (db: Firestore, eventId: string) =>
    col<T['publicChatMessage']>(db, paths.publicChat(eventId)),
  privateChats: (db: Firestore, eventId: string) =>
    col<T['privateChat']>(db, paths.privateChats(eventId)),
  privateChat: (db: Firestore, eventId: string, a: string, b: string) =>
    doc<T['privateChat']>(db, paths.privateChat(eventId, a, b)),
  privateChatMessages: (db: Firestore, eventId: string, a: string, b: string) =>
    col<T['privateChatMessage']>(db, paths.privateChatMessages(eventId, a, b)),
  presence: (db: Firestore, eventId: string, uid: string) =>
    doc<T['presence']>(db, paths.presenceRecord(eventId, uid)),
  organization: (db: Firestore, orgId: string) =>
    doc<T['organization']>(db, paths.organization(orgId)),
  organizationMembers: (db: Firestore, orgId: string) =>
    col<T['organizationMember']>(db, paths.organizationMembers(orgId)),
  organizationMember: (db: Firestore, orgId: string, uid: string) =>
    doc<T['organizationMember']>(db, paths.organizationMember(orgId, uid)),
  notifications: (db: Firestore, uid: string) =>
    col<T['notification']>(db, paths.notifications(uid)),
};
