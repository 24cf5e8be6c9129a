import {
  BLANK_FIELD,
  type AttendeeField,
  type AforoEvent,
  type StaffPermission,
  type StaffRole,
} from '@aforo/domain';
import { createRandom, hexId, type Random } from './random';

/**
 * Test and demo data factories. Each takes overrides; the seed script and the tests share them
 * so the demo and the tests speak about the same shapes.
 */

export const FIXED_FIELDS: AttendeeField[] = [
  field({ name: 'email', label: 'Correo', type: 'email', mandatory: true }),
  field({ name: 'names', label: 'Nombres y apellidos', type: 'text', mandatory: true }),
  field({ name: 'picture', label: 'Foto', type: 'avatar' }),
  field({ name: 'contrasena', label: 'Contraseña', type: 'password' }),
];

export function field(
  overrides: Partial<AttendeeField> & Pick<AttendeeField, 'name' | 'type'>,
): AttendeeField {
  return { label: overrides.name, ...BLANK_FIELD, options: [], ...overrides };
}

export function eventFactory(overrides: Partial<AforoEvent> & Pick<AforoEvent, '_id'>): AforoEvent {
  return {
    name: 'Evento de prueba',
    description: '',
    venue: 'Centro de Convenciones',
    address: 'Calle 10 # 20-30, Bogotá',
    picture: null,
    datetime_from: '2027-03-15 09:00:00',
    datetime_to: '2027-03-16 18:00:00',
    dates: [],
    visibility: 'PUBLIC',
    organizer_id: null,
    author_id: null,
    user_properties: [
      ...FIXED_FIELDS,
      field({
        name: 'documento',
        label: 'Documento de identidad',
        type: 'text',
        mandatory: true,
        unique: true,
      }),
      field({ name: 'pesovoto', label: 'Peso del voto', type: 'number' }),
    ],
    fields_conditions: [],
    itemsMenu: {},
    event_stages: [
      { stage_id: 'etapa-1', title: 'Preventa' },
      { stage_id: 'etapa-2', title: 'Venta general' },
    ],
    tickets: [
      {
        _id: 'tiquete-general-1',
        title: 'General preventa',
        stage_id: 'etapa-1',
        price: 0,
        currency: 'COP',
        capacity: null,
      },
      {
        _id: 'tiquete-vip-1',
        title: 'VIP preventa',
        stage_id: 'etapa-1',
        price: 0,
        currency: 'COP',
        capacity: null,
      },
      {
        _id: 'tiquete-general-2',
        title: 'General',
        stage_id: 'etapa-2',
        price: 0,
        currency: 'COP',
        capacity: null,
      },
      {
        _id: 'tiquete-vip-2',
        title: 'VIP',
        stage_id: 'etapa-2',
        price: 0,
        currency: 'COP',
        capacity: null,
      },
    ],
    validateEmail: false,
    registration_message: '',
    show_inscription: true,
    styles: {},
    ...overrides,
  };
}

const FIRST_NAMES = [
  'Ana',
  'Luis',
  'María',
  'Carlos',
  'Sofía',
  'Andrés',
  'Valentina',
  'Jorge',
  'Camila',
  'Diego',
  'Lucía',
  'Mateo',
  'Isabela',
  'Santiago',
  'Daniela',
  'Felipe',
  'Paula',
  'Tomás',
  'Juliana',
  'Nicolás',
];
const LAST_NAMES = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Díaz',
  'Vargas',
  'Castro',
  'Rojas',
  'Moreno',
  'Ortiz',
  'Silva',
  'Herrera',
  'Mendoza',
  'Ríos',
  'Cruz',
];

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD HH:mm:ss' for a Date, in UTC so the seed does not depend on the machine's zone. */
export function checkinText(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

export interface SeedAttendee {
  _id: string;
  account_id: string | null;
  event_id: string;
  properties: Record<string, string | number | boolean | null>;
  rol_id: string | null;
  ticket_id: string | null;
  checked_in: boolean;
  checkedin_at: string | null;
  checked_at: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface AttendeeFactoryOptions {
  eventId: string;
  index: number;
  random: Random;
  roleIds: readonly string[];
  ticketIds: readonly string[];
  /** Check-ins happen on this day; none when null. */
  checkinDay: Date | null;
  checkinRatio?: number;
}

export function attendeeFactory(
  {
    eventId,
    index,
    random,
    roleIds,
    ticketIds,
    checkinDay,
    checkinRatio = 0.35,
  }: AttendeeFactoryOptions,
  overrides: Partial<SeedAttendee> = {},
): SeedAttendee {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const email = `${first}.${last}.${index}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .concat('@example.com');
  const created = new Date(Date.UTC(2026, 9, 1, 12, 0, 0) + index * 61_000);
  const checkedIn = checkinDay !== null && random.chance(checkinRatio);
  const checkedAt =
    checkedIn && checkinDay
      ? new Date(checkinDay.getTime() + random.int(0, 8 * 3600) * 1000)
      : null;
  return {
    _id: hexId(random),
    account_id: null,
    event_id: eventId,
    properties: {
      email,
      names: `${first} ${last}`,
      documento: String(10_000_000 + index * 7919),
      pesovoto: random.pick([1, 1, 1, 2, 0.5]),
    },
    rol_id: random.pick(roleIds),
    ticket_id: random.pick(ticketIds),
    checked_in: checkedIn,
    checkedin_at: checkedAt ? checkinText(checkedAt) : null,
    checked_at: checkedAt ? checkinText(checkedAt) : null,
    created_at: created,
    updated_at: checkedAt ?? created,
    ...overrides,
  };
}

export interface StaffDoc {
  role: StaffRole;
  permission_ids: StaffPermission[];
  email: string;
  name: string;
}

export { createRandom, hexId };
