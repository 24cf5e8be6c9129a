/** Writes the demo data into running emulators (called by scripts/seed.ts inside emulators:exec). */
import { parseArgs } from 'node:util';
import {
  COUNTER_SHARDS,
  attendeeAccountPath,
  attendeeCounterDelta,
  eventTicketOf,
  counterShardPath,
  DOOR_INDEX_CHUNKS,
  doorIndexChunkOf,
  doorIndexChunkPath,
  doorIndexEntry,
  paths,
  searchNameKey,
  shardOfAttendee,
  STAFF_PERMISSIONS,
  type AforoEvent,
  type TicketInput,
} from '@aforo/domain';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type BulkWriter } from 'firebase-admin/firestore';
import {
  attendeeFactory,
  checkinText,
  createRandom,
  eventFactory,
  type SeedAttendee,
  type StaffDoc,
} from '../tests/factories/index';
import { DEMO } from '../tests/factories/demo';
import { seedDocuments, withDocumentsSection } from './seed-documents';
import { seedCertificates, withCertificatesSetup } from './seed-certificates';
import { withRegistrationSetup } from './seed-fields';
import { companyDocs, withCompaniesSection } from './seed-companies';
import { seedProducts, withProductsSection } from './seed-products';
import { seedNewsWall, withNewsWallSections } from './seed-news-wall';
import { seedSurveys, withSurveySection } from './seed-surveys';
import { linkSocialAccounts, seedSocial, withNetworkingSection } from './seed-social';
import {
  activityExtras,
  liveRoomLanguages,
  speakerExtras,
  withAgendaSections,
} from './seed-agenda';
import { seedOrders } from './seed-orders';
import { assignDoorCheckins } from './seed-checkins';
import { organizationAdminParts, seedOrganization } from './seed-organization';
import { migrate } from './migrate';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('seed-write runs only against the emulators (use `npm run seed`).');
  process.exit(2);
}

const { values } = parseArgs({ options: { attendees: { type: 'string', default: '200' } } });
const attendeeCount = Number(values.attendees);

initializeApp({ projectId: 'demo-aforo' });
const db = getFirestore();
db.settings({ ignoreUndefinedProperties: true });
const auth = getAuth();
const random = createRandom(20261121);
const FIXED_TIME = Timestamp.fromDate(new Date(Date.UTC(2026, 9, 1, 12, 0, 0)));

function set(writer: BulkWriter, path: string, data: Record<string, unknown>) {
  void writer.set(db.doc(path), data);
}

function stripId<T extends { _id: string }>(value: T): Omit<T, '_id'> {
  const { _id: _ignored, ...rest } = value;
  return rest;
}

async function seedAccounts() {
  for (const account of Object.values(DEMO.accounts)) {
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.names,
      emailVerified: true,
    });
  }
}

// ---- Event set-up: ticket types, staff, a custom page, FAQs -------------

/** Prices, currency and places of the factory's four tickets, in the event's summary too. */
const DEMO_TICKET_TERMS: Record<string, Pick<TicketInput, 'price' | 'capacity' | 'description'>> = {
  'tiquete-general-1': { price: 0, capacity: 300, description: 'Entrada general en preventa.' },
  'tiquete-vip-1': { price: 120_000, capacity: 40, description: 'Primera fila y almuerzo.' },
  'tiquete-general-2': { price: 30_000, capacity: null, description: 'Entrada general.' },
  'tiquete-vip-2': { price: 150_000, capacity: 40, description: 'Primera fila y almuerzo.' },
};

/** The event with priced tickets, as the API's ticket store keeps its summary. */
function withDemoTickets(event: AforoEvent): AforoEvent {
  return {
    ...event,
    tickets: event.tickets.map((t) => {
      const terms = DEMO_TICKET_TERMS[t._id];
      return eventTicketOf(t._id, {
        title: t.title,
        stage_id: t.stage_id,
        currency: 'COP',
        price: terms?.price ?? t.price,
        capacity: terms?.capacity ?? null,
        description: terms?.description ?? '',
      });
    }),
  };
}

function seedEventSetup(writer: BulkWriter, event: AforoEvent) {
  const id = event._id;
  for (const ticket of event.tickets) {
    set(writer, paths.eventContentItem(id, 'tickets', ticket._id), {
      ...stripId(ticket),
      description: DEMO_TICKET_TERMS[ticket._id]?.description ?? '',
      event_id: id,
      created_at: FIXED_TIME,
      updated_at: FIXED_TIME,
    });
  }
  // page_id: what /page/{id} finds a page by (the API stores it on every page it writes).
  set(writer, paths.eventContentItem(id, 'pages', 'pagina-como-llegar'), {
    page_id: 'pagina-como-llegar',
    title: 'Cómo llegar',
    slug: 'como-llegar',
    order: 0,
    body: '<p>El recinto queda en el centro de la ciudad. Hay parqueadero y paradas de bus a una cuadra.</p>',
    published: true,
    event_id: id,
    created_at: FIXED_TIME,
    updated_at: FIXED_TIME,
  });
  set(writer, paths.eventContentItem(id, 'pages', 'pagina-alojamiento'), {
    page_id: 'pagina-alojamiento',
    title: 'Alojamiento',
    slug: 'alojamiento',
    order: 1,
    body: '<p>Hoteles aliados con tarifa especial (borrador).</p>',
    published: false,
    event_id: id,
    created_at: FIXED_TIME,
    updated_at: FIXED_TIME,
  });
  const faqs = [
    ['¿Hay parqueadero?', '<p>Sí, en el sótano del recinto.</p>'],
    ['¿Puedo transferir mi tiquete?', '<p>Sí, desde "Mis tiquetes" antes del evento.</p>'],
  ] as const;
  faqs.forEach(([title, content], index) =>
    set(writer, paths.eventContentItem(id, 'faqs', `faq-${index + 1}`), {
      title,
      content,
      index,
      event_id: id,
      created_at: FIXED_TIME,
      updated_at: FIXED_TIME,
    }),
  );
}

/** Staff beyond the organizer and the demo staff: a door with only the check-in permission. */
function setupStaffDocs(): [string, StaffDoc][] {
  const { porteria } = DEMO.accounts;
  return [
    [
      porteria.uid,
      { role: 'staff', permission_ids: ['checkin'], email: porteria.email, name: porteria.names },
    ],
  ];
}

interface EventPlan {
  event: AforoEvent;
  attendees: number;
  checkinDay: Date;
  checkinRatio: number;
}

function seedEventContent(writer: BulkWriter, event: AforoEvent, days: [string, string]) {
  const id = event._id;
  const roles = ['Asistente', 'Ponente', 'VIP', 'Prensa'].map((name, i) => ({
    _id: `rol-${i + 1}`,
    name,
  }));
  for (const role of roles) {
    set(writer, paths.eventContentItem(id, 'roles', role._id), {
      name: role.name,
      event_id: id,
      created_at: FIXED_TIME,
    });
  }
  const spaces = ['Auditorio Principal', 'Sala Andes', 'Sala Caribe'];
  spaces.forEach((name, i) =>
    set(writer, paths.eventContentItem(id, 'spaces', `espacio-${i + 1}`), {
      name,
      created_at: FIXED_TIME,
    }),
  );
  const categories = [
    ['Tecnología', '#1F77B4'],
    ['Negocios', '#2CA02C'],
    ['Cultura', '#D62728'],
  ] as const;
  categories.forEach(([name, color], i) =>
    set(writer, paths.eventContentItem(id, 'categories', `categoria-${i + 1}`), {
      name,
      color,
      event_id: id,
      created_at: FIXED_TIME,
    }),
  );
  const types = ['Conferencia', 'Taller', 'Panel'];
  types.forEach((name, i) =>
    set(writer, paths.eventContentItem(id, 'types', `tipo-${i + 1}`), {
      name,
      event_id: id,
      created_at: FIXED_TIME,
    }),
  );
  const speakers = [
    ['Laura Restrepo', 'Ingeniera de datos'],
    ['Martín Quiroga', 'Emprendedor'],
    ['Gabriela Mistral Soto', 'Gestora cultural'],
    ['Ricardo Palma', 'Desarrollador'],
    ['Elena Poniatowska Ruiz', 'Periodista'],
  ];
  speakers.forEach(([name, profession], i) =>
    set(writer, paths.eventContentItem(id, 'speakers', `speaker-${i + 1}`), {
      name,
      profession,
      ...speakerExtras(name ?? '', profession ?? '', i),
      published: true,
      order: i,
      index: i,
      sort: i,
      category_id: null,
      event_id: id,
      created_at: FIXED_TIME,
    }),
  );
  const slots = ['09:00', '10:30', '12:00', '14:30', '16:00'];
  let n = 0;
  for (const day of days) {
    for (const start of slots) {
      n += 1;
      const [h, m] = start.split(':').map(Number) as [number, number];
      const end = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
      set(writer, paths.eventContentItem(id, 'activities', `actividad-${n}`), {
        name: `${random.pick(['Charla', 'Taller', 'Panel', 'Conversatorio'])} ${n}: ${random.pick(['innovación', 'comunidad', 'datos', 'sostenibilidad', 'diseño'])}`,
        subtitle: '',
        datetime_start: `${day} ${start}`,
        datetime_end: `${day} ${end}`,
        space_id: `espacio-${(n % spaces.length) + 1}`,
        activity_categories_ids: [`categoria-${(n % categories.length) + 1}`],
        type_id: `tipo-${(n % types.length) + 1}`,
        host_ids: [`speaker-${(n % speakers.length) + 1}`],
        isPublished: true,
        event_id: id,
        image: null,
        registration_message: '',
        has_date: true,
        selected_document: [],
        selectedTicket: [],
        video: null,
        ...activityExtras(n, 'rol-3'),
        created_at: FIXED_TIME,
        updated_at: FIXED_TIME,
      });
      if (activityExtras(n, 'rol-3').habilitar_ingreso === 'open_meeting_room') {
        set(writer, paths.languageState(id, `actividad-${n}`), {
          ...liveRoomLanguages(id, `actividad-${n}`),
          updated_at: FIXED_TIME,
        });
      }
    }
  }
  return roles.map((r) => r._id);
}

function attendeeDoc(a: SeedAttendee) {
  return {
    ...stripId(a),
    search_name: searchNameKey(a.properties.names),
    created_at: Timestamp.fromDate(a.created_at),
    updated_at: Timestamp.fromDate(a.updated_at),
  };
}

async function main() {
  const started = Date.now();
  await seedAccounts();
  const writer = db.bulkWriter();
  const { organizer, staff, attendee } = DEMO.accounts;

  set(writer, paths.organization(DEMO.organizationId), {
    name: DEMO.organizationName,
    description: 'Organización de demostración de Aforo',
    ...organizationAdminParts(),
    created_at: FIXED_TIME,
  });
  set(writer, paths.organizationMember(DEMO.organizationId, organizer.uid), {
    role: 'admin',
    properties: { name: organizer.names, email: organizer.email, position: 'Directora' },
    created_at: FIXED_TIME,
    updated_at: FIXED_TIME,
  });
  for (const account of Object.values(DEMO.accounts)) {
    set(writer, paths.user(account.uid), {
      names: account.names,
      email: account.email,
      picture: null,
    });
  }

  const plans: EventPlan[] = [
    {
      event: eventFactory({
        _id: DEMO.upcomingEventId,
        name: DEMO.upcomingEventName,
        description: 'Feria de innovación, negocios y cultura.',
        datetime_from: '2027-03-15 09:00:00',
        datetime_to: '2027-03-16 18:00:00',
        dates: ['2027-03-15', '2027-03-16'],
        organizer_id: DEMO.organizationId,
        author_id: organizer.uid,
      }),
      attendees: attendeeCount,
      checkinDay: new Date(Date.UTC(2027, 2, 15, 8, 0, 0)),
      checkinRatio: 0.35,
    },
    {
      event: eventFactory({
        _id: DEMO.pastEventId,
        name: DEMO.pastEventName,
        description: 'Congreso anual de la comunidad.',
        venue: 'Plaza Mayor',
        address: 'Calle 41 # 55-80, Medellín',
        datetime_from: '2026-05-10 08:00:00',
        datetime_to: '2026-05-11 17:00:00',
        dates: ['2026-05-10', '2026-05-11'],
        organizer_id: DEMO.organizationId,
        author_id: organizer.uid,
      }),
      attendees: 60,
      checkinDay: new Date(Date.UTC(2026, 4, 10, 7, 30, 0)),
      checkinRatio: 0.8,
    },
  ];

  // The upcoming event's registration fields, condition and confirmation message.
  for (const plan of plans) {
    if (plan.event._id === DEMO.upcomingEventId) plan.event = withRegistrationSetup(plan.event);
    // Its documents section, enabled and filled.
    if (plan.event._id === DEMO.upcomingEventId) plan.event = withDocumentsSection(plan.event);
  }
  // Its companies: the landing section, stand types and exhibitors.
  for (const plan of plans) {
    if (plan.event._id !== DEMO.upcomingEventId) continue;
    plan.event = withCompaniesSection(plan.event);
    for (const [path, data] of companyDocs(plan.event._id, FIXED_TIME)) set(writer, path, data);
  }
  // The upcoming event's products and silent auction, on its landing.
  for (const plan of plans) {
    if (plan.event._id !== DEMO.upcomingEventId) continue;
    plan.event = withProductsSection(plan.event);
    seedProducts((path, data) => set(writer, path, data), plan.event._id, FIXED_TIME, attendee);
  }
  // The upcoming event's orders, a sent app notification and a networking meeting.
  for (const plan of plans) {
    if (plan.event._id !== DEMO.upcomingEventId) continue;
    seedOrders(
      (path, data) => set(writer, path, data),
      plan.event._id,
      FIXED_TIME,
      attendee,
      staff,
    );
    // The organization admin's members, fields and a sent communication about this event.
    seedOrganization(
      (path, data) => set(writer, path, data),
      DEMO.organizationId,
      plan.event._id,
      plan.event.name,
      FIXED_TIME,
    );
  }
  // The upcoming event's news, FAQs and wall sections and their content.
  for (const plan of plans) {
    if (plan.event._id === DEMO.upcomingEventId) {
      plan.event = withNewsWallSections(plan.event);
      seedNewsWall((path, data) => set(writer, path, data), plan.event._id, FIXED_TIME);
    }
    // The agenda and speakers sections.
    if (plan.event._id === DEMO.upcomingEventId) plan.event = withAgendaSections(plan.event);
    // The certificates section and the badge layout.
    if (plan.event._id === DEMO.upcomingEventId) plan.event = withCertificatesSetup(plan.event);
    // The networking section (chat, attendees, contacts, meetings).
    if (plan.event._id === DEMO.upcomingEventId) plan.event = withNetworkingSection(plan.event);
  }
  // The upcoming event's survey section, a survey and a graded quiz with answers.
  for (const plan of plans) {
    if (plan.event._id !== DEMO.upcomingEventId) continue;
    plan.event = withSurveySection(plan.event);
    seedSurveys((path, data) => set(writer, path, data), plan.event._id, FIXED_TIME);
  }

  for (const plan of plans) {
    const event = withDemoTickets(plan.event);
    set(writer, paths.event(event._id), {
      ...stripId(event),
      created_at: FIXED_TIME,
      updated_at: FIXED_TIME,
    });
    const days = event.dates as [string, string];
    const roleIds = seedEventContent(writer, event, days);
    seedEventSetup(writer, event);
    if (event._id === DEMO.upcomingEventId) {
      seedDocuments(
        (path, data) => set(writer, path, data),
        event._id,
        (id) => paths.eventContentItem(event._id, 'documents', id),
        FIXED_TIME,
      );
      seedCertificates((path, data) => set(writer, path, data), event._id, FIXED_TIME);
    }
    const staffDocs: [string, StaffDoc][] = [
      [
        organizer.uid,
        {
          role: 'admin',
          permission_ids: [...STAFF_PERMISSIONS],
          email: organizer.email,
          name: organizer.names,
        },
      ],
      [
        staff.uid,
        { role: 'staff', permission_ids: ['checkin'], email: staff.email, name: staff.names },
      ],
      ...setupStaffDocs(),
    ];
    for (const [uid, doc] of staffDocs)
      set(writer, paths.staffMember(event._id, uid), { ...doc, created_at: FIXED_TIME });

    const ticketIds = event.tickets.map((t) => t._id);
    let checkedIn = 0;
    const seeded: SeedAttendee[] = [];
    for (let index = 0; index < plan.attendees; index += 1) {
      const a = attendeeFactory({
        eventId: event._id,
        index,
        random,
        roleIds,
        ticketIds,
        checkinDay: plan.checkinDay,
        checkinRatio: plan.checkinRatio,
      });
      if (a.checked_in) checkedIn += 1;
      seeded.push(a);
    }
    // The demo attendee account, registered to the upcoming event and not yet checked in.
    let total = plan.attendees;
    if (event._id === DEMO.upcomingEventId) {
      const own = attendeeFactory(
        { eventId: event._id, index: plan.attendees, random, roleIds, ticketIds, checkinDay: null },
        {
          _id: 'a1demoattendee0000000000',
          account_id: attendee.uid,
          properties: {
            email: attendee.email,
            names: attendee.names,
            documento: '1000000001',
            pesovoto: 1,
          },
          rol_id: roleIds[0] ?? null,
        },
      );
      seeded.push(own);
      // Two attendees with accounts to chat and network with the demo attendee.
      const social = linkSocialAccounts(seeded);
      seedSocial((path, data) => set(writer, path, data), event._id, FIXED_TIME, social);
      // The rules know an attendee by this marker (rules cannot query attendees by account).
      set(writer, attendeeAccountPath(event._id, attendee.uid), {
        attendee_id: own._id,
        user_id: attendee.uid,
        event_id: event._id,
      });
      total += 1;
    }
    // The check-ins came through two door devices, worked by the demo staff and the organizer.
    const doorCheckins = assignDoorCheckins(seeded, [staff.uid, organizer.uid]);
    // pesovoto is a coefficient: over an event they add up to 100, which is what the weighted
    // attendance tag is shown against (spec part 1 §2.5).
    const weightSum = seeded.reduce((sum, a) => sum + Number(a.properties.pesovoto ?? 1), 0);
    for (const a of seeded) {
      const weight = Number(a.properties.pesovoto ?? 1);
      a.properties.pesovoto = Math.round((weight * 100 * 10_000) / weightSum) / 10_000;
      set(writer, paths.attendee(event._id, a._id), attendeeDoc(a));
    }
    // The counters: each attendee counted in its shard, as the server writes do.
    const shards = Array.from({ length: COUNTER_SHARDS }, () => ({
      totalAttendees: 0,
      checkedInAttendees: 0,
    }));
    for (const a of seeded) {
      const delta = attendeeCounterDelta(null, a);
      const shard = shards[shardOfAttendee(a._id)];
      if (!shard) continue;
      shard.totalAttendees += delta.totalAttendees;
      // A door's check-in is counted in that door's own shard, as the door's write does.
      if (!doorCheckins.atDoor.has(a._id)) shard.checkedInAttendees += delta.checkedInAttendees;
    }
    shards.forEach((shard, n) =>
      set(writer, counterShardPath(event._id, n), { ...shard, updated_at: FIXED_TIME }),
    );
    for (const [door, count] of doorCheckins.doors)
      set(writer, counterShardPath(event._id, door), {
        checkedInAttendees: count,
        updated_at: FIXED_TIME,
      });
    // The door's compact index of everyone, as the functions write it with each record.
    const index = Array.from({ length: DOOR_INDEX_CHUNKS }, () => ({}) as Record<string, string[]>);
    for (const a of seeded)
      index[doorIndexChunkOf(a._id)]![a._id] = [...doorIndexEntry(a.properties)];
    index.forEach((e, n) => {
      if (Object.keys(e).length > 0) set(writer, doorIndexChunkPath(event._id, n), { e });
    });
    console.log(
      `seeded ${event.name}: ${total} attendees, ${checkedIn} checked in (${checkinText(plan.checkinDay).slice(0, 10)})`,
    );
  }
  await writer.close();
  // What `npm start` and operators run on older data: a no-op on the factories' events, which
  // already carry the fixed fields; it runs here so the snapshot is never one that needs it.
  await migrate('demo-aforo');
  console.log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
