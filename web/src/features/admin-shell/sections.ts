import type { AforoEvent, StaffPermission } from '@aforo/domain';
import type { MessageKey } from '../../i18n/es';
import { hasPermission, type EventAccess } from '../../lib/event/event-access';

/**
 * Who may open a section beyond being in the shell (spec part 1 §2.2, §6): 'mainAdmin' the
 * event's main admin role only, 'adminStaff' the admin-staff role, or a list of staff permission
 * ids of which any one will do (event admins hold them all). Each list names the permissions the
 * API and firestore.rules ask for what the screen does, so nobody sees a screen that answers 403.
 */
export type SectionGate = 'mainAdmin' | 'adminStaff' | readonly StaffPermission[];

export interface AdminSection {
  /** Relative to /eventadmin/{event}. */
  path: string;
  title: MessageKey;
  gate: SectionGate;
  /** Sub-routes the section's own screen handles. */
  subroutes?: readonly string[];
}

/** The attendee list's actions (eventusers is readable by the team; each button by its id). */
const ATTENDEE_WORK = [
  'checkin',
  'add_attendees',
  'update_attendees',
  'delete_attendees',
  'print_attendees',
] as const;

/** Every sub-route of the admin shell (spec part 1 §2.2). */
export const ADMIN_SECTIONS = [
  // PUT /api/events/{id}: event admins only.
  { path: 'main', title: 'section.main', gate: 'mainAdmin' },
  { path: 'styles', title: 'section.styles', gate: 'mainAdmin' },
  { path: 'configurationApp', title: 'section.configurationApp', gate: 'mainAdmin' },
  { path: 'notifications', title: 'section.notifications', gate: 'mainAdmin' },
  { path: 'falqs', title: 'section.falqs', gate: 'mainAdmin' },
  { path: 'wall', title: 'section.wall', gate: 'mainAdmin' },
  { path: 'datos', title: 'section.datos', gate: 'mainAdmin' },
  {
    path: 'agenda',
    title: 'section.agenda',
    gate: ['admin_activity'],
    subroutes: [
      'actividad',
      'actividad/:id',
      'tipos',
      'tipos/tipo',
      'tipos/tipo/:id',
      'categorias',
      'categorias/categoria',
      'categorias/categoria/:id',
      'Language',
    ],
  },
  {
    path: 'empresas',
    title: 'section.empresas',
    gate: 'mainAdmin',
    subroutes: ['crear', 'editar/:id', 'configuration'],
  },
  {
    path: 'trivia',
    title: 'section.trivia',
    gate: 'mainAdmin',
    subroutes: ['encuesta', 'report', 'report/:id', 'ranking/:id'],
  },
  {
    path: 'documents',
    title: 'section.documents',
    gate: 'mainAdmin',
    subroutes: ['upload', 'permission'],
  },
  { path: 'conference', title: 'section.conference', gate: 'mainAdmin' },
  {
    path: 'menuLanding',
    title: 'section.menuLanding',
    gate: 'mainAdmin',
    // The content of the landing's video gallery and partners sections, opened from their rows.
    subroutes: ['videos', 'partners'],
  },
  { path: 'reportNetworking', title: 'section.reportNetworking', gate: 'mainAdmin' },
  {
    path: 'assistants',
    title: 'section.assistants',
    gate: ATTENDEE_WORK,
  },
  {
    path: 'chatexport',
    title: 'section.chatexport',
    gate: 'mainAdmin',
  },
  { path: 'badge', title: 'section.badge', gate: ['admin_badge'] },
  {
    path: 'invitados',
    title: 'section.invitados',
    gate: ['admin_invitations'],
    subroutes: ['importar-excel'],
  },
  {
    path: 'messages',
    title: 'section.messages',
    gate: ['history_invitations', 'admin_invitations'],
  },
  { path: 'confirmacion-registro', title: 'section.confirmacionRegistro', gate: 'mainAdmin' },
  { path: 'tipo-asistentes', title: 'section.tipoAsistentes', gate: 'mainAdmin' },
  { path: 'ticket', title: 'section.ticket', gate: ['admin_ticket'] },
  { path: 'ticketsEvent', title: 'section.ticketsEvent', gate: ['admin_ticket'] },
  { path: 'dashboard', title: 'section.dashboard', gate: ['metrics'] },
  { path: 'orders', title: 'section.orders', gate: ['admin_ticket'] },
  { path: 'certificados', title: 'section.certificados', gate: 'mainAdmin' },
  { path: 'reporte-certificados', title: 'section.reporteCertificados', gate: 'mainAdmin' },
  { path: 'espacios', title: 'section.espacios', gate: ['admin_activity'] },
  { path: 'speakers', title: 'section.speakers', gate: ['admin_activity'] },
  { path: 'notificationsApp', title: 'section.notificationsApp', gate: ['admin_invitations'] },
  { path: 'faqs', title: 'section.faqs', gate: 'mainAdmin' },
  { path: 'staff', title: 'section.staff', gate: 'adminStaff' },
  { path: 'pages', title: 'section.pages', gate: 'adminStaff' },
  // The lookup is open to the team, but all it can do next (changeUserPassword) needs this id.
  { path: 'adminUsers', title: 'section.adminUsers', gate: ['update_attendees'] },
  {
    path: 'checkin/:id',
    title: 'section.checkin',
    gate: ['checkin', 'add_attendees'],
  },
  {
    path: 'checkin-actividad',
    title: 'section.checkinActividad',
    gate: ['checkin', 'add_attendees'],
  },
  {
    path: 'news',
    title: 'section.news',
    gate: 'mainAdmin',
    subroutes: ['addnoticia', 'addnoticia/:id'],
  },
  {
    path: 'product',
    title: 'section.product',
    gate: 'mainAdmin',
    subroutes: ['addproduct', 'addproduct/:id', 'configuration', ':id/oferts'],
  },
] as const satisfies readonly AdminSection[];

export type SectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

const BY_PATH = new Map<string, AdminSection>(ADMIN_SECTIONS.map((s) => [s.path, s]));

export function sectionByPath(path: SectionPath): AdminSection {
  const section = BY_PATH.get(path);
  if (!section) throw new Error(`Unknown admin section ${path}`);
  return section;
}

export function canOpenSection(section: AdminSection, access: EventAccess): boolean {
  const { gate } = section;
  if (gate === 'mainAdmin') return access.isEventAdmin;
  if (gate === 'adminStaff') return access.isAdminStaff;
  return gate.some((permission) => hasPermission(access, permission));
}

export interface MenuEntry {
  title: MessageKey;
  /** Relative to the shell, or absolute (starting with /) outside it. */
  to: string;
}

export interface MenuGroup {
  title: MessageKey;
  entries: MenuEntry[];
}

/** The side menu of spec part 1 §2.3, with the admin-staff screens among the users' tools. */
const MENU: readonly { title: MessageKey; items: readonly SectionPath[] }[] = [
  { title: 'menu.users', items: ['adminUsers', 'staff', 'pages'] },
  {
    title: 'menu.content',
    items: [
      'agenda',
      // The activities' rooms in one list, after the agenda that creates them (the spec's empty
      // section, given a screen: reachable by clicking).
      'conference',
      'empresas',
      'speakers',
      'espacios',
      'certificados',
      // Who downloaded which certificate: beside the certificates, reachable by clicking.
      'reporte-certificados',
      'trivia',
      'news',
      'faqs',
      'documents',
      'reportNetworking',
      'product',
    ],
  },
  {
    title: 'menu.general',
    // The spec's four (part 1 §2.3), then the set-up screens it names only as routes: the ticket's
    // design and, for main admins, the app settings and notifications (reachable by
    // clicking). The app's FAQs (falqs) are the event's FAQs, listed once under content.
    items: [
      'main',
      'styles',
      'menuLanding',
      'ticketsEvent',
      'ticket',
      'configurationApp',
      'notifications',
    ],
  },
  { title: 'menu.attendeeConfig', items: ['datos', 'confirmacion-registro', 'tipo-asistentes'] },
  {
    title: 'menu.attendees',
    items: ['assistants', 'checkin-actividad', 'chatexport', 'invitados', 'badge'],
  },
  { title: 'menu.communications', items: ['messages', 'notificationsApp', 'wall'] },
  // The event's orders beside its statistics (reachable by clicking).
  { title: 'menu.stats', items: ['dashboard', 'orders'] },
];

/** The menu this user sees: gated entries dropped, empty groups dropped. */
export function visibleMenu(
  access: EventAccess,
  event: Pick<AforoEvent, 'organizer_id'>,
): MenuGroup[] {
  const groups: MenuGroup[] = MENU.map((group) => ({
    title: group.title,
    entries: group.items
      .map(sectionByPath)
      .filter((section) => canOpenSection(section, access))
      .map((section) => ({ title: section.title, to: section.path })),
  })).filter((group) => group.entries.length > 0);
  if (event.organizer_id && access.isOrgAdmin) {
    groups.push({
      title: 'menu.organizations',
      entries: [
        { title: 'menu.organizationAdmin', to: `/admin/organization/${event.organizer_id}` },
      ],
    });
  }
  return groups;
}

/**
 * The menu's shell-relative entries made absolute under the shell's root (/eventadmin/{event} or
 * /orgadmin/{event}): the admin area is a set of routes under a splat route, where a relative link
 * would resolve against the whole current address (…/agenda/styles) instead of the shell.
 */
export function underShellRoot(groups: readonly MenuGroup[], root: string): MenuGroup[] {
  return groups.map((group) => ({
    ...group,
    entries: group.entries.map((entry) => ({
      ...entry,
      to: entry.to.startsWith('/') ? entry.to : `${root}/${entry.to}`,
    })),
  }));
}

/**
 * Where the shell's root sends this user: the event data for those who may
 * edit it, else the first menu entry it may open that has a screen. Null when there is none.
 */
export function firstSection(
  access: EventAccess,
  hasScreen: (path: SectionPath) => boolean,
): SectionPath | null {
  const candidates: SectionPath[] = ['main', ...MENU.flatMap((group) => group.items)];
  return (
    candidates.find((path) => {
      const section = sectionByPath(path);
      return hasScreen(path) && canOpenSection(section, access);
    }) ?? null
  );
}
