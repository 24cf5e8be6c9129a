import type { EventContentKind } from './paths.js';
import type { Activity } from './entities/activity.js';
import type { AttendeeRole } from './entities/attendee-role.js';
import type { Attendee } from './entities/attendee.js';
import type { ActivityType, Category } from './entities/category.js';
import type { Certificate, CertificateDownload } from './entities/certificate.js';
import type { Chat, ChatMessage } from './entities/chat.js';
import type { ActivityAttendee } from './entities/checkin.js';
import type { Company, CompanySettings } from './entities/company.js';
import type { EventDocument } from './entities/document.js';
import type { AforoEvent } from './entities/event.js';
import type { Faq } from './entities/faq.js';
import type { LanguageState } from './entities/language-variant.js';
import type { MeetingRequest } from './entities/meeting-request.js';
import type { NetworkingInvitation } from './entities/networking-invitation.js';
import type { MenuSection } from './entities/menu-section.js';
import type { News } from './entities/news.js';
import type { Notification, NotificationInput } from './entities/notification.js';
import type { Order } from './entities/order.js';
import type { CustomPage } from './entities/page.js';
import type { Partner } from './entities/partner.js';
import type { Video } from './entities/video.js';
import type { Organization, OrganizationMember } from './entities/organization.js';
import type { Presence } from './entities/presence.js';
import type { BiddingConfig, Offer, Product } from './entities/product.js';
import type { Space } from './entities/space.js';
import type { Speaker } from './entities/speaker.js';
import type { StaffMember } from './entities/staff.js';
import type { Survey, SurveyAnswerKey } from './entities/survey.js';
import type { Ticket } from './entities/ticket.js';
import type { MeetingSecrets } from './entities/videoconference.js';
import type { WallComment, WallPost, WallSettings } from './entities/wall.js';
import type { MailSend } from './integrations/mailings.js';

/** Documents are stored without their id; reads give it back as `_id` (the spec's name). */
export type WithId<T> = T & { _id: string };

/** The stored type of each event content kind: typed refs on both sides are built from it. */
export interface EventContentTypes {
  activities: Activity;
  speakers: Speaker;
  spaces: Space;
  categories: Category;
  types: ActivityType;
  roles: AttendeeRole;
  documents: EventDocument;
  news: News;
  products: Product;
  surveys: Survey;
  faqs: Faq;
  tickets: Ticket;
  certificates: Certificate;
  /** Video-conference hosts offered for manual selection (part 2 §6). */
  hosts: WithId<{ name: string; email?: string }>;
  menu_sections: WithId<MenuSection>;
  notifications_app: WithId<NotificationInput>;
  /** Custom pages shown on the landing (the admin's "pages" section). */
  pages: CustomPage;
  /** Posts on the event's wall. */
  wall: WallPost;
  /** The landing's video gallery (links to YouTube or Vimeo). */
  videos: Video;
  /** The landing's partner and sponsor logos. */
  partners: Partner;
}

// Compile-time check that the map names every kind of paths.ts and nothing else.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const EVENT_CONTENT_TYPES_COVER_KINDS: Exact<keyof EventContentTypes, EventContentKind> =
  true;

/** The stored type behind every other path builder of paths.ts. */
export interface CollectionTypes {
  event: AforoEvent;
  attendee: Attendee;
  activityAttendee: ActivityAttendee;
  certificateDownload: CertificateDownload;
  mailSend: MailSend;
  activityMeeting: WithId<MeetingSecrets>;
  surveyAnswerKey: WithId<SurveyAnswerKey>;
  staffMember: WithId<StaffMember>;
  eventConfig: WithId<EventCounters>;
  biddingConfig: WithId<BiddingConfig>;
  companySettings: WithId<CompanySettings>;
  company: Company;
  meetingRequest: MeetingRequest;
  networkingInvitation: NetworkingInvitation;
  languageState: WithId<LanguageState>;
  publicChatMessage: ChatMessage;
  privateChat: WithId<Chat>;
  privateChatMessage: ChatMessage;
  presence: WithId<Presence>;
  organization: Organization;
  organizationMember: OrganizationMember;
  notification: Notification;
  order: Order;
  offer: Offer;
  wallComment: WallComment;
  wallSettings: WithId<WallSettings>;
  shortPath: WithId<ShortPathClaim>;
}

/** short_paths/{path}: the event a short address leads to. */
export interface ShortPathClaim {
  event_id: string;
}

/** The event's counters: the sum of event_config/{eventId}/shards/* (integrations/counters). */
export interface EventCounters {
  totalAttendees: number;
  checkedInAttendees: number;
}
