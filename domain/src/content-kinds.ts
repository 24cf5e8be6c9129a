/*
 * The content-kind registry: one declaration per kind of event content
 * (events/{eventId}/{kind}, paths.ts EVENT_CONTENT_KINDS) naming its schema, who writes it and
 * who reads it. The API's resource router (functions/src/routes/resources.ts) takes its write
 * permission, visibility and schema from here, the rules tests check firestore.rules against it
 * (tests/rules-source/content-kinds.test.ts and tests/rules/content-suite.ts), and the admin
 * screens ask canWriteContent.
 */
import type { AnyObjectSchema } from 'yup';
import { hostSchema } from './api.js';
import { activitySchema } from './entities/activity.js';
import { attendeeRoleSchema } from './entities/attendee-role.js';
import { activityTypeSchema, categorySchema } from './entities/category.js';
import { certificateSchema } from './entities/certificate.js';
import { documentSchema } from './entities/document.js';
import { faqSchema } from './entities/faq.js';
import { menuSectionSchema } from './entities/menu-section.js';
import { newsSchema } from './entities/news.js';
import { notificationSchema } from './entities/notification.js';
import { customPageSchema } from './entities/page.js';
import { partnerSchema } from './entities/partner.js';
import { videoSchema } from './entities/video.js';
import { productSchema } from './entities/product.js';
import { spaceSchema } from './entities/space.js';
import { speakerSchema } from './entities/speaker.js';
import { surveySchema } from './entities/survey.js';
import { ticketSchema } from './entities/ticket.js';
import { wallPostSchema } from './entities/wall.js';
import type { EventContentKind } from './paths.js';
import { holdsPermission, type EventRoles, type StaffPermission } from './roles.js';

/**
 * Who outside the event's team reads an item (the team reads everything, drafts included):
 * everyone; everyone while the item's flag is true; the event's attendees; or who the item's own
 * permission lists let in (documents, domain canSeeDocument).
 */
export type ContentReaders =
  | { kind: 'public' }
  | { kind: 'published'; flag: 'isPublished' | 'published' | 'publish' }
  | { kind: 'attendees' }
  | { kind: 'restricted' };

export interface ContentKindDeclaration {
  /** The item's domain schema: what the API and the admin forms accept. */
  schema: AnyObjectSchema;
  /** Besides the event's admins, the staff holding this permission write; null: admins only. */
  writePermission: StaffPermission | null;
  readers: ContentReaders;
  /**
   * Deleted only through the API, which checks what a rule cannot see (an attendee role still
   * used by attendees); a direct delete is refused.
   */
  deletesThroughApi?: true;
}

const PUBLIC: ContentReaders = { kind: 'public' };

export const CONTENT_KINDS: { readonly [K in EventContentKind]: ContentKindDeclaration } = {
  // The agenda and its building blocks: admin_activity.
  activities: {
    schema: activitySchema,
    writePermission: 'admin_activity',
    readers: { kind: 'published', flag: 'isPublished' },
  },
  speakers: {
    schema: speakerSchema,
    writePermission: 'admin_activity',
    readers: { kind: 'published', flag: 'published' },
  },
  spaces: { schema: spaceSchema, writePermission: 'admin_activity', readers: PUBLIC },
  categories: { schema: categorySchema, writePermission: 'admin_activity', readers: PUBLIC },
  types: { schema: activityTypeSchema, writePermission: 'admin_activity', readers: PUBLIC },
  hosts: { schema: hostSchema, writePermission: 'admin_activity', readers: PUBLIC },
  // Attendee roles restrict access to activities: the event's admins only.
  roles: {
    schema: attendeeRoleSchema,
    writePermission: null,
    readers: PUBLIC,
    deletesThroughApi: true,
  },
  documents: { schema: documentSchema, writePermission: null, readers: { kind: 'restricted' } },
  news: { schema: newsSchema, writePermission: null, readers: PUBLIC },
  products: { schema: productSchema, writePermission: null, readers: PUBLIC },
  surveys: {
    schema: surveySchema,
    writePermission: null,
    readers: { kind: 'published', flag: 'publish' },
  },
  faqs: { schema: faqSchema, writePermission: null, readers: PUBLIC },
  tickets: { schema: ticketSchema, writePermission: 'admin_ticket', readers: PUBLIC },
  certificates: {
    schema: certificateSchema,
    writePermission: null,
    readers: { kind: 'attendees' },
  },
  menu_sections: { schema: menuSectionSchema, writePermission: null, readers: PUBLIC },
  // Push messages to the app: whoever sends the event's invitations.
  notifications_app: {
    schema: notificationSchema,
    writePermission: 'admin_invitations',
    readers: { kind: 'attendees' },
  },
  // Custom landing pages: the admin-staff's "pages" section (admin_staff or the staff_admin role).
  pages: {
    schema: customPageSchema,
    writePermission: 'admin_staff',
    readers: { kind: 'published', flag: 'published' },
  },
  // The event's wall: the main admin's "wall" section posts; a hidden post is a draft.
  wall: {
    schema: wallPostSchema,
    writePermission: null,
    readers: { kind: 'published', flag: 'published' },
  },
  // The landing's video gallery and partner logos ("Habilitar secciones"): the main admin's.
  videos: { schema: videoSchema, writePermission: null, readers: PUBLIC },
  partners: { schema: partnerSchema, writePermission: null, readers: PUBLIC },
};

/** Whether these roles write this kind: the event's admins, and the kind's staff permission. */
export function canWriteContent(
  roles: Pick<EventRoles, 'isEventAdmin' | 'permissions'>,
  kind: EventContentKind,
): boolean {
  const permission = CONTENT_KINDS[kind].writePermission;
  return roles.isEventAdmin || (permission !== null && holdsPermission(roles, permission));
}
