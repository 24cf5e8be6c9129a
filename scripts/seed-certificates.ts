/**
 * The demo event's certificates and badge: three certificate templates with
 * different conditions, the landing's certificates section, and a badge layout, so that
 * `npm start` shows certificados, reporte-certificados, badge and the attendee's downloads filled.
 */
import { badgeDesignSchema, paths, type AforoEvent, type CertificateInput } from '@aforo/domain';

const ATTENDANCE =
  '<h1>Certificado de asistencia</h1>' +
  '<p>Feria Aforo certifica que <strong>[user.names]</strong>, identificado(a) con documento [user.documento], asistió a [event.name], realizada en [event.venue] del 15 al 16 de marzo de 2027.</p>' +
  '<p>Medellín, marzo de 2027.</p>';
const PARTICIPATION =
  '<h1>Constancia de participación</h1>' +
  '<p>Se hace constar que <strong>[user.names]</strong> se inscribió y participó en [event.name].</p>';
const SPEAKER =
  '<h1>Certificado de ponente</h1>' +
  '<p>Feria Aforo agradece a <strong>[user.names]</strong> su participación como ponente en [event.name].</p>';

/** The templates by id: the attendance one needs a check-in, the speakers' one the Ponente role. */
export const DEMO_CERTIFICATES: Readonly<Record<string, CertificateInput>> = {
  'certificado-asistencia': {
    name: 'Certificado de asistencia',
    content: ATTENDANCE,
    background: null,
    rol_ids: [],
    checked_in_only: true,
    activity_ids: [],
  },
  'certificado-participacion': {
    name: 'Constancia de participación',
    content: PARTICIPATION,
    background: null,
    rol_ids: [],
    checked_in_only: false,
    activity_ids: [],
  },
  'certificado-ponente': {
    name: 'Certificado de ponente',
    content: SPEAKER,
    background: null,
    // seed-write's roles: rol-2 is Ponente.
    rol_ids: ['rol-2'],
    checked_in_only: false,
    activity_ids: [],
  },
};

/** The event with the landing's certificates section and its badge layout. */
export function withCertificatesSetup(event: AforoEvent): AforoEvent {
  return {
    ...event,
    itemsMenu: {
      ...event.itemsMenu,
      certs: {
        name: 'Certificados',
        section: 'certs',
        icon: '',
        position: 20,
        permissions: 'public',
        checked: true,
      },
    },
    badge_design: badgeDesignSchema.cast({
      fields: ['names', 'asistesComo'],
      show_qr: true,
      show_role: true,
      size: 'a6',
      background_color: '#F5F8FF',
      text_color: '#14213D',
      footer_text: 'Feria Aforo 2027 · Porta tu escarapela en todo momento',
    }),
  };
}

/** Writes the certificate templates of the event (through the seed's writer). */
export function seedCertificates(
  write: (path: string, data: Record<string, unknown>) => void,
  eventId: string,
  createdAt: unknown,
) {
  for (const [id, certificate] of Object.entries(DEMO_CERTIFICATES)) {
    write(paths.eventContentItem(eventId, 'certificates', id), {
      ...certificate,
      event_id: eventId,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
}
