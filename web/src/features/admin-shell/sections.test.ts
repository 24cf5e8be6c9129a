import type { StaffPermission } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { computeEventAccess } from '../../lib/event/event-access';
import {
  ADMIN_SECTIONS,
  canOpenSection,
  firstSection,
  sectionByPath,
  underShellRoot,
  visibleMenu,
} from './sections';

const event = { author_id: 'organizer', organizer_id: 'org-1' };

function menuPaths(access: ReturnType<typeof computeEventAccess>) {
  return visibleMenu(access, event).flatMap((g) => g.entries.map((e) => e.to));
}

const organizer = computeEventAccess({
  uid: 'organizer',
  event,
  staff: { role: 'admin', permission_ids: [] },
  orgMember: { role: 'admin' },
});
const checkinStaff = computeEventAccess({
  uid: 's',
  event,
  staff: { role: 'staff', permission_ids: ['checkin'] },
  orgMember: null,
});
const staffAdmin = computeEventAccess({
  uid: 's',
  event,
  staff: { role: 'staff_admin', permission_ids: ['admin_staff'] },
  orgMember: null,
});
const badgeStaff = computeEventAccess({
  uid: 's',
  event,
  staff: { role: 'staff', permission_ids: ['admin_badge'] },
  orgMember: null,
});

describe('admin menu gating (spec part 1 §2.2, §2.3, §6)', () => {
  it('shows the organizer every group and entry, and the organization link', () => {
    const paths = menuPaths(organizer);
    for (const path of [
      'staff',
      'pages',
      'styles',
      'badge',
      'espacios',
      'tipo-asistentes',
      'conference',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/admin/organization/org-1');
    expect(visibleMenu(organizer, event).map((g) => g.title)).toEqual([
      'menu.users',
      'menu.content',
      'menu.general',
      'menu.attendeeConfig',
      'menu.attendees',
      'menu.communications',
      'menu.stats',
      'menu.organizations',
    ]);
  });

  it('shows a check-in-only staff member just the door', () => {
    expect(menuPaths(checkinStaff)).toEqual(['assistants', 'checkin-actividad']);
    expect(visibleMenu(checkinStaff, event).map((g) => g.title)).toEqual(['menu.attendees']);
    for (const path of ['main', 'styles', 'datos', 'agenda', 'adminUsers', 'staff'] as const) {
      expect(canOpenSection(sectionByPath(path), checkinStaff)).toBe(false);
    }
    expect(canOpenSection(sectionByPath('checkin/:id'), checkinStaff)).toBe(true);
  });

  it('opens each permission its own screens and nothing else', () => {
    const only = (permission: StaffPermission) =>
      menuPaths(
        computeEventAccess({
          uid: 's',
          event,
          staff: { role: 'staff', permission_ids: [permission] },
          orgMember: null,
        }),
      );
    expect(only('admin_activity')).toEqual(['agenda', 'speakers', 'espacios']);
    // Ticket types and the ticket's design.
    expect(only('admin_ticket')).toEqual(['ticketsEvent', 'ticket', 'orders']);
    expect(only('metrics')).toEqual(['dashboard']);
    expect(only('history_invitations')).toEqual(['messages']);
    expect(only('admin_invitations')).toEqual(['invitados', 'messages', 'notificationsApp']);
    expect(only('update_attendees')).toEqual(['adminUsers', 'assistants']);
    expect(only('print_attendees')).toEqual(['assistants']);
  });

  it('opens the root on main for admins and on the first usable screen for staff', () => {
    const all = () => true;
    expect(firstSection(organizer, all)).toBe('main');
    expect(firstSection(checkinStaff, all)).toBe('assistants');
    // A section without a screen yet is skipped rather than shown as a placeholder.
    expect(firstSection(organizer, (path) => path === 'espacios')).toBe('espacios');
  });

  it('gives the admin-staff role staff and pages, not the main admin screens', () => {
    const paths = menuPaths(staffAdmin);
    expect(paths).toContain('staff');
    expect(paths).toContain('pages');
    expect(paths).not.toContain('styles');
    expect(paths).not.toContain('badge');
  });

  it('shows badge with the admin_badge permission only', () => {
    expect(menuPaths(badgeStaff)).toContain('badge');
  });

  it('gates the main-admin routes that have no menu entry', () => {
    for (const path of ['configurationApp', 'notifications', 'falqs'] as const) {
      expect(canOpenSection(sectionByPath(path), organizer)).toBe(true);
      expect(canOpenSection(sectionByPath(path), staffAdmin)).toBe(false);
    }
  });

  it('never sends a section elsewhere for want of set-up: no section carries a redirect flag', () => {
    for (const section of ADMIN_SECTIONS) {
      expect(Object.keys(section).sort()).toEqual(
        expect.arrayContaining(['gate', 'path', 'title']),
      );
      expect(
        Object.keys(section).every((key) => ['gate', 'path', 'title', 'subroutes'].includes(key)),
      ).toBe(true);
    }
  });

  it('makes shell links absolute under the shell root and leaves absolute ones alone', () => {
    const groups = underShellRoot(
      [
        {
          title: 'menu.users',
          entries: [
            { title: 'section.staff', to: 'staff' },
            { title: 'menu.organizationAdmin', to: '/admin/organization/o1' },
          ],
        },
      ],
      '/orgadmin/e1',
    );
    expect(groups[0]?.entries.map((e) => e.to)).toEqual([
      '/orgadmin/e1/staff',
      '/admin/organization/o1',
    ]);
  });
});
