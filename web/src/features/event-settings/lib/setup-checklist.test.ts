import { FIXED_FIELD_NAMES, type AforoEvent } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { hasOwnAppearance, setupChecklist, takesRegistrations } from './setup-checklist';

const ticketsOn: AforoEvent['itemsMenu'] = {
  tickets: {
    name: 'Inscripciones',
    section: 'tickets',
    icon: '',
    position: 0,
    permissions: 'public',
    checked: true,
  },
};

/** A brand-new event: name and dates, the fixed fields, nothing else. */
const blank = eventFactory({
  _id: 'evt-nuevo',
  user_properties: eventFactory({ _id: 'x' }).user_properties.filter((f) =>
    (FIXED_FIELD_NAMES as readonly string[]).includes(f.name),
  ),
  tickets: [],
  event_stages: [],
  visibility: 'PRIVATE',
});

const doneOf = (event: AforoEvent, counts = { activities: 0, otherStaff: false }) =>
  Object.fromEntries(setupChecklist(event, counts).map((item) => [item.step, item.done]));

describe('setupChecklist', () => {
  it('leaves every step of a blank event unticked, each with its screen', () => {
    const items = setupChecklist(blank, { activities: 0, otherStaff: false });
    expect(items.every((item) => item.done === false)).toBe(true);
    expect(Object.fromEntries(items.map((item) => [item.step, item.to]))).toEqual({
      details: '#event-data',
      appearance: 'styles',
      sections: 'menuLanding',
      tickets: 'ticketsEvent',
      fields: 'datos',
      agenda: 'agenda',
      staff: 'staff',
      confirmation: 'confirmacion-registro',
      publish: 'menuLanding',
    });
  });

  it('ticks each step from what is stored', () => {
    const ready: AforoEvent = {
      ...eventFactory({ _id: 'evt-listo' }),
      description: '<p>Un congreso anual.</p>',
      styles: { brandPrimary: '#112233' },
      itemsMenu: {
        ...ticketsOn,
        agenda: { ...ticketsOn.tickets!, name: 'Agenda', section: 'agenda' },
      },
      registration_message: '<p>¡Gracias!</p>',
      visibility: 'PUBLIC',
    };
    expect(doneOf(ready, { activities: 2, otherStaff: true })).toEqual({
      details: true,
      appearance: true,
      sections: true,
      tickets: true,
      fields: true,
      agenda: true,
      staff: true,
      confirmation: true,
      publish: true,
    });
  });

  it('counts free registration as tickets set up, a paid one without ticket types not', () => {
    const open = { ...blank, itemsMenu: ticketsOn };
    expect(doneOf(open).tickets).toBe(true);
    expect(doneOf({ ...open, payment: { ...paymentOn } }).tickets).toBe(false);
  });

  it('waits for the counts before ticking agenda and staff', () => {
    const items = setupChecklist(blank, null);
    expect(items.filter((item) => item.done === null).map((item) => item.step)).toEqual([
      'agenda',
      'staff',
    ]);
  });

  it('does not count an empty rich text or the banner set on the main screen', () => {
    expect(doneOf({ ...blank, registration_message: '<p></p>' }).confirmation).toBe(false);
    expect(
      hasOwnAppearance({ banner_image: 'https://x.test/b.png', brandPrimary: '#ffffff' }),
    ).toBe(false);
    expect(hasOwnAppearance({ event_image: 'https://x.test/logo.png' })).toBe(true);
  });

  it('takes registrations only when public with the tickets section on', () => {
    expect(takesRegistrations({ ...blank, itemsMenu: ticketsOn })).toBe(false);
    expect(takesRegistrations({ ...blank, itemsMenu: ticketsOn, visibility: 'PUBLIC' })).toBe(true);
    expect(takesRegistrations({ ...blank, visibility: 'PUBLIC' })).toBe(false);
  });
});

const paymentOn = {
  enabled: true,
  price: 50_000,
  currency: 'COP',
  description: '',
  unpaid_rol_id: null,
  paid_rol_id: null,
};
