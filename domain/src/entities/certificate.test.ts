import { describe, expect, it } from 'vitest';
import { CERTIFICATE_REFUSALS, certificateRefusal, certificateSchema } from './certificate.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('certificateSchema', () => {
  it('needs a name and content', async () => {
    const valid = { name: 'Asistencia', content: '<p>Certificamos que [user.names] asistió</p>' };
    expect(await errorsOf(certificateSchema, valid)).toEqual([]);
    expect(await errorsOf(certificateSchema, {})).toEqual([
      'El nombre es requerido',
      'El contenido es requerido',
    ]);
    expect(await errorsOf(certificateSchema, { ...valid, background: 'x' })).toEqual([
      'Ingrese una URL válida',
    ]);
    expect(await errorsOf(certificateSchema, { ...valid, content: ONE_MB })).not.toEqual([]);
  });
});

describe('certificateRefusal', () => {
  const none = { rol_ids: [], checked_in_only: false, activity_ids: [] };
  const attendee = { rol_id: 'rol-general', checked_in: false };
  it('needs every condition set: role, check-in, one of the activities', () => {
    expect(certificateRefusal(none, attendee, new Set())).toBeNull();
    expect(certificateRefusal({ ...none, rol_ids: ['rol-vip'] }, attendee, new Set())).toBe(
      CERTIFICATE_REFUSALS.role,
    );
    expect(certificateRefusal({ ...none, checked_in_only: true }, attendee, new Set())).toBe(
      CERTIFICATE_REFUSALS.checkIn,
    );
    const checkedIn = { ...attendee, checked_in: true };
    expect(certificateRefusal({ ...none, checked_in_only: true }, checkedIn, new Set())).toBeNull();
    const workshop = { ...none, activity_ids: ['taller', 'charla'] };
    expect(certificateRefusal(workshop, attendee, new Set(['otra']))).toBe(
      CERTIFICATE_REFUSALS.activities,
    );
    expect(certificateRefusal(workshop, attendee, new Set(['charla']))).toBeNull();
    // A template stored before the conditions existed has none.
    expect(certificateRefusal({ rol_ids: [] }, attendee, new Set())).toBeNull();
  });
});
