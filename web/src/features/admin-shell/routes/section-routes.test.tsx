// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { computeEventAccess, type EventAccess } from '../../../lib/event/event-access';
import { TestProviders } from '../../../testing/providers';
import FirstSection from './first-section';
import SectionRoute from './section-route';

afterEach(cleanup);

const event = eventFactory({ _id: 'evt-1', author_id: 'organizer', organizer_id: 'org-1' });
const accessOf = (uid: string, staff: Parameters<typeof computeEventAccess>[0]['staff']) =>
  computeEventAccess({ uid, event, staff, orgMember: null });
const organizer = accessOf('organizer', { role: 'admin', permission_ids: [] });
const agendaStaff = accessOf('s1', { role: 'staff', permission_ids: ['admin_activity'] });
const checkinStaff = accessOf('s2', { role: 'staff', permission_ids: ['checkin'] });

/** Where a redirect landed. */
function Where() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

function inShell(access: EventAccess, children: ReactNode, at = '/eventadmin/evt-1/agenda') {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[at]}>
        <AdminEventProvider value={{ event, access }}>
          <Routes>
            <Route path="/eventadmin/evt-1" element={children} />
            <Route
              path="/eventadmin/evt-1/:section"
              element={at === '/eventadmin/evt-1' ? <Where /> : children}
            />
          </Routes>
        </AdminEventProvider>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('SectionRoute', () => {
  it('opens a section to whoever its gate lets in', () => {
    inShell(agendaStaff, <SectionRoute path="agenda">{<p>la agenda</p>}</SectionRoute>);
    expect(screen.getByText('la agenda')).toBeTruthy();
  });

  it('says the section is forbidden to staff without its permission, and shows nothing of it', () => {
    inShell(checkinStaff, <SectionRoute path="agenda">{<p>la agenda</p>}</SectionRoute>);
    expect(screen.getByTestId('admin-forbidden')).toBeTruthy();
    expect(screen.queryByText('la agenda')).toBeNull();
  });

  it('a main-admin section is the organizer’s, not a staff member’s', () => {
    inShell(organizer, <SectionRoute path="styles">{<p>apariencia</p>}</SectionRoute>);
    expect(screen.getByText('apariencia')).toBeTruthy();
    cleanup();
    inShell(agendaStaff, <SectionRoute path="styles">{<p>apariencia</p>}</SectionRoute>);
    expect(screen.getByTestId('admin-forbidden')).toBeTruthy();
  });

  it('a section with no screen yet says so instead of a blank page', () => {
    inShell(organizer, <SectionRoute path="conference" />);
    expect(screen.getByTestId('admin-no-match')).toBeTruthy();
  });
});

describe('FirstSection', () => {
  it('sends the organizer to the event’s main data', () => {
    inShell(organizer, <FirstSection hasScreen={() => true} />, '/eventadmin/evt-1');
    expect(screen.getByTestId('at').textContent).toBe('/eventadmin/evt-1/main');
    expect(screen.queryByTestId('admin-forbidden')).toBeNull();
  });

  it('skips a section that has no screen yet', () => {
    inShell(organizer, <FirstSection hasScreen={(path) => path !== 'main'} />, '/eventadmin/evt-1');
    expect(screen.getByTestId('at').textContent).not.toBe('/eventadmin/evt-1/main');
  });

  it('sends a staff member to the first screen their permissions open', () => {
    inShell(
      agendaStaff,
      <FirstSection hasScreen={(path) => path !== 'main'} />,
      '/eventadmin/evt-1',
    );
    expect(screen.getByTestId('at')).toBeTruthy();
  });

  it('says forbidden when no screen there is one the user may use', () => {
    inShell(
      checkinStaff,
      <FirstSection hasScreen={(path) => path === 'styles'} />,
      '/eventadmin/evt-1',
    );
    expect(screen.getByTestId('admin-forbidden')).toBeTruthy();
  });
});
