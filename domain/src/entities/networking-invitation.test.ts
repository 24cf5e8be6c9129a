import { describe, expect, it } from 'vitest';
import {
  contactOf,
  invitationResponseSchema,
  isKeptAsSent,
  networkingAttendeeOf,
  networkingInvitationSchema,
} from './networking-invitation.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('networking invitations', () => {
  it('validates a request and a response', async () => {
    expect(await errorsOf(networkingInvitationSchema, { id_user_requested: 'u2' })).toEqual([]);
    expect(await errorsOf(networkingInvitationSchema, { id_user_requested: 'a/b' })).not.toEqual(
      [],
    );
    expect(
      await errorsOf(networkingInvitationSchema, { id_user_requested: 'u2', message: ONE_MB }),
    ).not.toEqual([]);
    expect(await errorsOf(invitationResponseSchema, { response: 'declined' })).toEqual([]);
    expect(await errorsOf(invitationResponseSchema, { response: 'maybe' })).not.toEqual([]);
  });

  it('keeps unanswered and accepted invitations as sent', () => {
    expect(isKeptAsSent({ response: null })).toBe(true);
    expect(isKeptAsSent({ response: 'accepted' })).toBe(true);
    expect(isKeptAsSent({ response: 'declined' })).toBe(false);
  });

  it('makes the two people of an accepted invitation contacts, and no one else', () => {
    const accepted = {
      participants: ['a', 'b'] as [string, string],
      response: 'accepted' as const,
    };
    expect(contactOf(accepted, 'a')).toBe('b');
    expect(contactOf(accepted, 'b')).toBe('a');
    expect(contactOf(accepted, 'c')).toBeNull();
    expect(contactOf({ ...accepted, response: null }, 'a')).toBeNull();
    expect(contactOf({ ...accepted, response: 'declined' }, 'a')).toBeNull();
  });

  it("shows another attendee's fields only where visibleByContacts says so", () => {
    const card = networkingAttendeeOf(
      {
        _id: 'att-1',
        properties: { names: 'Ana', email: 'ana@x.co', empresa: 'Acme', temas: ['IA', 'Datos'] },
        user: { uid: 'u1', picture: 'https://x.co/a.png' },
      },
      'u1',
      [
        { name: 'email', label: 'Correo', visibleByContacts: false },
        { name: 'names', label: 'Nombres', visibleByContacts: true },
        { name: 'empresa', label: 'Empresa', visibleByContacts: true },
        { name: 'temas', label: 'Temas', visibleByContacts: true },
        { name: 'cargo', label: 'Cargo', visibleByContacts: true },
      ],
    );
    expect(card).toEqual({
      uid: 'u1',
      attendee_id: 'att-1',
      names: 'Ana',
      picture: 'https://x.co/a.png',
      fields: [
        { name: 'empresa', label: 'Empresa', value: 'Acme' },
        { name: 'temas', label: 'Temas', value: 'IA, Datos' },
      ],
      interests: [],
    });
  });

  it("fills the event's visible fields the registration left empty from the profile, and only those", () => {
    const profile = {
      company: 'Perfil SAS',
      position: 'CTO',
      bio: 'Oculta',
      interests: ['data'],
      picture: 'https://x.co/p.png',
    };
    const fields = [
      { name: 'company', label: 'Empresa', visibleByContacts: true },
      { name: 'position', label: 'Cargo', visibleByContacts: true },
      { name: 'bio', label: 'Bio', visibleByContacts: false },
      { name: 'interests', label: 'Intereses', visibleByContacts: true },
    ];
    const card = networkingAttendeeOf(
      { _id: 'att-1', properties: { names: 'Ana', email: 'ana@x.co', position: 'Gerente' } },
      'u1',
      fields,
      profile,
    );
    expect(card.fields).toEqual([
      { name: 'company', label: 'Empresa', value: 'Perfil SAS' },
      { name: 'position', label: 'Cargo', value: 'Gerente' },
    ]);
    expect(card.interests).toEqual(['data']);
    expect(card.picture).toBe('https://x.co/p.png');
    const hidden = networkingAttendeeOf(
      { _id: 'a', properties: { names: 'B', email: 'b@x.co' } },
      'u',
      [],
      profile,
    );
    expect(hidden.fields).toEqual([]);
    expect(hidden.interests).toEqual([]);
  });
});
