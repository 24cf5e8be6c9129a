import type { AforoEvent } from '@aforo/domain';
import type { MessageKey } from '../../i18n/es';
import { hasPermission, type EventAccess } from '../../lib/event/event-access';

/** Who may open a section beyond being in the shell (spec part 1 §2.2, §6). */
export type SectionGate = 'mainAdmin' | 'adminStaff' | 'badge';

export interface AdminSection {
  /** Relative to /eventadmin/{event}. */
  path: string;
  title: MessageKey;
  gate?: SectionGate;
  /** Redirects to main when the event collects no attendee fields. */
  needsAttendeeFields?: boolean;
  /** Sub-routes the section's own screen handles. */
  subroutes?: readonly string[];
}

/** Every sub-route of the admin shell (spec part 1 §2.2). */
export const ADMIN_SECTIONS = [
  { path: 'main', title: 'section.main' },
  { path: 'styles', title: 'section.styles', gate: 'mainAdmin' },
  { path: 'configurationApp', title: 'section.configurationApp', gate: 'mainAdmin' },
  { path: 'notifications', title: 'section.notifications', gate: 'mainAdmin' },
  { path: 'falqs', title: 'section.falqs', gate: 'mainAdmin' },
  { path: 'wall', title: 'section.wall' },
  { path: 'datos', title: 'section.datos' },
  {
    path: 'agenda',
    title: 'section.agenda',
    subroutes: ['actividad', 'tipos', 'categorias', 'categorias/categoria', 'Language'],
  },
  {
    path: 'empresas',
    title: 'section.empresas',
    subroutes: ['crear', 'editar/:companyId', 'configuration'],
  },
  {
    path: 'trivia',
    title: 'section.trivia',
    subroutes: ['encuesta', 'report', 'report/:id', 'ranking/:id'],
  },
  { path: 'documents', title: 'section.documents', subroutes: ['upload', 'permission'] },
  { path: 'conference', title: 'section.conference' },
  { path: 'menuLanding', title: 'section.menuLanding' },
  { path: 'reportNetworking', title: 'section.reportNetworking' },
  { path: 'assistants', title: 'section.assistants', needsAttendeeFields: true },
  { path: 'chatexport', title: 'section.chatexport', needsAttendeeFields: true },
  { path: 'badge', title: 'section.badge', gate: 'badge', needsAttendeeFields: true },
  { path: 'invitados', title: 'section.invitados', subroutes: ['importar-excel'] },
  { path: 'messages', title: 'section.messages' },
  { path: 'confirmacion-registro', title: 'section.confirmacionRegistro' },
  { path: 'tipo-asistentes', title: 'section.tipoAsistentes' },
  { path: 'ticket', title: 'section.ticket' },
  { path: 'ticketsEvent', title: 'section.ticketsEvent' },
  { path: 'dashboard', title: 'section.dashboard' },
  { path: 'orders', title: 'section.orders' },
  { path: 'certificados', title: 'section.certificados' },
  { path: 'reporte-certificados', title: 'section.reporteCertificados' },
  { path: 'espacios', title: 'section.espacios' },
  { path: 'speakers', title: 'section.speakers' },
  { path: 'notificationsApp', title: 'section.notificationsApp' },
  { path: 'faqs', title: 'section.faqs' },
  { path: 'staff', title: 'section.staff', gate: 'adminStaff' },
  { path: 'pages', title: 'section.pages', gate: 'adminStaff' },
  { path: 'adminUsers', title: 'section.adminUsers' },
  { path: 'checkin/:id', title: 'section.checkin', needsAttendeeFields: true },
  { path: 'checkin-actividad', title: 'section.checkinActividad', needsAttendeeFields: true },
  { path: 'news', title: 'section.news', subroutes: ['addnoticia', 'addnoticia/:id'] },
  {
    path: 'product',
    title: 'section.product',
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
  switch (section.gate) {
    case 'mainAdmin':
      return access.isEventAdmin;
    case 'adminStaff':
      return access.isAdminStaff;
    case 'badge':
      return hasPermission(access, 'admin_badge');
    default:
      return true;
  }
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
      'empresas',
      'speakers',
      'espacios',
      'certificados',
      'trivia',
      'news',
      'faqs',
      'documents',
      'reportNetworking',
      'product',
    ],
  },
  { title: 'menu.general', items: ['main', 'styles', 'menuLanding', 'ticketsEvent'] },
  { title: 'menu.attendeeConfig', items: ['datos', 'confirmacion-registro', 'tipo-asistentes'] },
  {
    title: 'menu.attendees',
    items: ['assistants', 'checkin-actividad', 'chatexport', 'invitados', 'badge'],
  },
  { title: 'menu.communications', items: ['messages', 'notificationsApp'] },
  { title: 'menu.stats', items: ['dashboard'] },
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
