/**
 * The demo organization's admin content: its appearance (Apariencia), member
 * fields (Configuración miembros), members with positions and those fields, and a communication
 * sent about the upcoming event (Comunicaciones enviadas lists mail/{id} by event_id), so that
 * `npm start` shows every tab filled. Its two events, their attendees and check-ins (Eventos'
 * statistics) and the event's orders are seeded by seed-write.ts and seed-orders.ts. Fixed ids:
 * the seed is rerun over the same snapshot.
 */
import { paths } from '@aforo/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { field } from '../tests/factories/index';

type Write = (path: string, data: Record<string, unknown>) => void;

/** A readable palette: light page, dark heading band (the public page picks text for each). */
export const ORGANIZATION_STYLES = {
  brandPrimary: '#1B4F72',
  containerBgColor: '#F4F1EA',
  toolbarDefaultBg: '#1B3A5C',
  textMenu: '#FFFFFF',
};

/** Not mandatory: members added by e-mail alone (and the browser tests doing so) stay valid. */
export const MEMBER_FIELDS = [
  field({
    _id: 'campo-miembro-sede',
    name: 'sede',
    label: 'Sede',
    type: 'list',
    options: [
      { label: 'Bogotá', value: 'bogota' },
      { label: 'Medellín', value: 'medellin' },
      { label: 'Cali', value: 'cali' },
    ],
  }),
  field({ _id: 'campo-miembro-telefono', name: 'telefono', label: 'Teléfono', type: 'text' }),
];

const MEMBERS = [
  [
    'b19d00000000000000000001',
    'Camila Rojas',
    'camila.rojas',
    'Coordinadora de logística',
    'bogota',
  ],
  [
    'b19d00000000000000000002',
    'Andrés Muñoz',
    'andres.munoz',
    'Jefe de comunicaciones',
    'medellin',
  ],
  ['b19d00000000000000000003', 'Lucía Peña', 'lucia.pena', 'Tesorera', 'cali'],
  ['b19d00000000000000000004', 'Julián Ortiz', 'julian.ortiz', 'Voluntario', 'bogota'],
] as const;

const SENT_TO = ['asistente@aforo.test', 'camila.rojas@aforo.test', 'andres.munoz@aforo.test'];

/** The organization document's admin parts, laid over what seed-write.ts writes. */
export function organizationAdminParts() {
  return { styles: ORGANIZATION_STYLES, user_properties: MEMBER_FIELDS };
}

export function seedOrganization(
  write: Write,
  orgId: string,
  eventId: string,
  eventName: string,
  at: Timestamp,
): void {
  MEMBERS.forEach(([id, name, user, position, sede], index) => {
    write(paths.organizationMember(orgId, id), {
      role: 'member',
      properties: {
        name,
        email: `${user}@aforo.test`,
        position,
        sede,
        telefono: `300555010${index}`,
      },
      created_at: at,
      updated_at: at,
    });
  });
  // Already delivered: the mail trigger sends only PENDING mail.
  SENT_TO.forEach((to, index) => {
    write(paths.mailItem(`b19e0000000000000000000${index + 1}`), {
      to,
      kind: 'invitation',
      event_id: eventId,
      subject: `Invitación a ${eventName}`,
      text: `Hola,\nTe invitamos a ${eventName}.`,
      html: `<p>Hola,</p><p>Te invitamos a ${eventName}.</p>`,
      state: 'SENT',
      delivery: {
        state: 'SENT',
        attempts: 1,
        lease_expire_at: null,
        end_time: at,
        error: null,
        info: null,
      },
      created_at: at,
    });
  });
}
