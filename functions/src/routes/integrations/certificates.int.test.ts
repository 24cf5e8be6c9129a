import { CERTIFICATE_REFUSALS, paths, type CertificateDownload } from '@aforo/domain';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken, uniqueId } from '../../../../tests/support/admin';
import { FUNCTIONS_BASE } from '../../../../tests/support/emulators';
import { pdfText } from '../../../../tests/support/pdf';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../../tests/support/roles';

let fx: RoleFixture;
let certificateId = '';
let vipOnly = '';

const api = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${FUNCTIONS_BASE}/api/api/events/${fx.eventId}/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });

const generate = (body: unknown, token: string, query = '?download=1') =>
  fetch(`${FUNCTIONS_BASE}/api/api/events/${fx.eventId}/generatecertificate${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  fx = await createRoleFixture();
  await adminDb
    .doc(paths.attendee(fx.eventId, fx.attendeeId))
    .update({ 'properties.names': 'Valentina Ríos Peña' });
  certificateId = uniqueId('cert');
  vipOnly = uniqueId('cert-vip');
  const certificate = (rolIds: string[]) => ({
    name: 'Certificado de asistencia',
    content:
      '<h1>Certificado</h1><p>Se certifica que <b>[user.names]</b> asistió a [event.name].</p><script>x</script>',
    background: null,
    rol_ids: rolIds,
    event_id: fx.eventId,
  });
  await adminDb
    .doc(paths.eventContentItem(fx.eventId, 'certificates', certificateId))
    .set(certificate([]));
  await adminDb
    .doc(paths.eventContentItem(fx.eventId, 'certificates', vipOnly))
    .set(certificate(['rol-vip']));
});

describe('POST /api/events/{id}/generatecertificate?download=1', () => {
  it('answers a PDF that parses and names the attendee, filled from the template', async () => {
    const res = await generate({ certificate_id: certificateId }, fx.attendee.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="certificado\.pdf"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe('Valentina Ríos Peña');
    const text = await pdfText(bytes);
    expect(text).toContain('Valentina Ríos Peña');
    expect(text).toContain(`Evento ${fx.eventId}`);
    expect(text).not.toContain('[user.names]');
  });

  it("lets the team print anyone's, and keeps attendees to their own and their role's", async () => {
    const other = await seedAttendee(fx.eventId, { names: 'Otro Asistente' });
    const byAdmin = await generate(
      { certificate_id: certificateId, attendee_id: other },
      fx.eventAdmin.idToken,
      '',
    );
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers.get('content-disposition')).toMatch(/^inline/);
    expect(await pdfText(new Uint8Array(await byAdmin.arrayBuffer()))).toContain('Otro Asistente');
    expect(
      (await generate({ certificate_id: certificateId, attendee_id: other }, fx.attendee.idToken))
        .status,
    ).toBe(403);
    expect((await generate({ certificate_id: vipOnly }, fx.attendee.idToken)).status).toBe(403);
    expect((await generate({ certificate_id: certificateId }, fx.stranger.idToken)).status).toBe(
      403,
    );
  });

  it('answers 404 for a missing certificate and 400 for a bad body', async () => {
    expect((await generate({ certificate_id: 'no-such-cert' }, fx.attendee.idToken)).status).toBe(
      404,
    );
    const bad = await generate({ certificate_id: '../x' }, fx.attendee.idToken);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { certificate_id: expect.any(String) } });
  });
});

/** A certificate template with conditions, written as the API stores it. */
async function seedCertificate(conditions: {
  name: string;
  rol_ids?: string[];
  checked_in_only?: boolean;
  activity_ids?: string[];
}): Promise<string> {
  const id = uniqueId('cert-cond');
  await adminDb.doc(paths.eventContentItem(fx.eventId, 'certificates', id)).set({
    content: '<p>Se certifica que [user.names] participó.</p>',
    background: null,
    rol_ids: [],
    checked_in_only: false,
    activity_ids: [],
    event_id: fx.eventId,
    ...conditions,
  });
  return id;
}

/** An attendee with an account of its own, checked in at the event or not. */
async function attendeeWithAccount(names: string, checkedIn: boolean) {
  const user = await createUserWithToken();
  const id = await seedAttendee(fx.eventId, {
    accountId: user.uid,
    email: user.email,
    names,
    checkedinAt: checkedIn ? '2027-03-10 09:15:00' : null,
  });
  return { ...user, attendeeId: id };
}

describe('certificate eligibility: check-in, activities and roles', () => {
  it('gives a check-in certificate to a checked-in attendee and refuses one not checked in', async () => {
    const checkedInOnly = await seedCertificate({ name: 'Asistencia', checked_in_only: true });
    const present = await attendeeWithAccount('Camila Checkin', true);
    const absent = await attendeeWithAccount('Mateo Ausente', false);

    const ok = await generate({ certificate_id: checkedInOnly }, present.idToken);
    expect(ok.status).toBe(200);
    expect(await pdfText(new Uint8Array(await ok.arrayBuffer()))).toContain('Camila Checkin');

    const refused = await generate({ certificate_id: checkedInOnly }, absent.idToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: CERTIFICATE_REFUSALS.checkIn });

    // The list says the same before anyone asks for the file.
    const mine = await api('mycertificates', absent.idToken);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toContainEqual({
      _id: checkedInOnly,
      name: 'Asistencia',
      refusal: CERTIFICATE_REFUSALS.checkIn,
    });
    expect(await (await api('mycertificates', present.idToken)).json()).toContainEqual({
      _id: checkedInOnly,
      name: 'Asistencia',
      refusal: null,
    });
  });

  it('gives an activity certificate only to attendees checked in to one of its activities', async () => {
    const workshop = uniqueId('act-taller');
    const talk = uniqueId('act-charla');
    const activityCert = await seedCertificate({
      name: 'Taller de cerámica',
      activity_ids: [workshop, talk],
    });
    const attended = await attendeeWithAccount('Lucía Taller', false);
    const onlyListed = await attendeeWithAccount('Pedro Inscrito', false);
    const record = (attendee: string, checkedIn: boolean) => ({
      attendee_id: attendee,
      checked_in: checkedIn,
      checkedin_at: checkedIn ? '2027-03-10 10:00:00' : null,
    });
    await adminDb
      .doc(paths.activityAttendee(fx.eventId, talk, attended.attendeeId))
      .set(record(attended.attendeeId, true));
    // Listed in the workshop but never checked in: not attended.
    await adminDb
      .doc(paths.activityAttendee(fx.eventId, workshop, onlyListed.attendeeId))
      .set(record(onlyListed.attendeeId, false));

    expect((await generate({ certificate_id: activityCert }, attended.idToken)).status).toBe(200);
    const refused = await generate({ certificate_id: activityCert }, onlyListed.idToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: CERTIFICATE_REFUSALS.activities });
  });

  it('keeps a role certificate to its roles, and every condition must hold', async () => {
    const speakers = await seedCertificate({
      name: 'Ponentes',
      rol_ids: ['rol-ponente'],
      checked_in_only: true,
    });
    const speaker = await attendeeWithAccount('Ana Ponente', true);
    await adminDb
      .doc(paths.attendee(fx.eventId, speaker.attendeeId))
      .update({ rol_id: 'rol-ponente' });
    const absentSpeaker = await attendeeWithAccount('Luis Ponente', false);
    await adminDb
      .doc(paths.attendee(fx.eventId, absentSpeaker.attendeeId))
      .update({ rol_id: 'rol-ponente' });
    const guest = await attendeeWithAccount('Sara Invitada', true);

    expect((await generate({ certificate_id: speakers }, speaker.idToken)).status).toBe(200);
    const notChecked = await generate({ certificate_id: speakers }, absentSpeaker.idToken);
    expect(await notChecked.json()).toMatchObject({ message: CERTIFICATE_REFUSALS.checkIn });
    const otherRole = await generate({ certificate_id: speakers }, guest.idToken);
    expect(otherRole.status).toBe(403);
    expect(await otherRole.json()).toMatchObject({ message: CERTIFICATE_REFUSALS.role });
  });

  it("refuses another attendee's certificate, even an eligible one", async () => {
    const open = await seedCertificate({ name: 'Abierto' });
    const owner = await attendeeWithAccount('Dueña Certificado', true);
    const other = await attendeeWithAccount('Curioso', true);
    const res = await generate(
      { certificate_id: open, attendee_id: owner.attendeeId },
      other.idToken,
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).not.toBe('application/pdf');
    // Nor can a stranger list certificates.
    expect((await api('mycertificates', fx.stranger.idToken)).status).toBe(403);
  });
});

describe('GET /api/events/{id}/certificate-downloads (reporte-certificados)', () => {
  it("records each attendee's own downloads, counted, and shows them to admins only", async () => {
    const report = await seedCertificate({ name: 'Reporte' });
    const downloader = await attendeeWithAccount('Elena Descarga', true);
    const idle = await attendeeWithAccount('Tomás Sin Descarga', true);
    for (let i = 0; i < 2; i += 1) {
      expect((await generate({ certificate_id: report }, downloader.idToken)).status).toBe(200);
    }
    // The team's previews are not attendees' downloads.
    expect(
      (
        await generate(
          { certificate_id: report, attendee_id: idle.attendeeId },
          fx.eventAdmin.idToken,
        )
      ).status,
    ).toBe(200);

    const res = await api('certificate-downloads', fx.eventAdmin.idToken);
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as CertificateDownload[]).filter(
      (r) => r.certificate_id === report,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        certificate_name: 'Reporte',
        attendee_id: downloader.attendeeId,
        attendee_name: 'Elena Descarga',
        attendee_email: downloader.email,
        count: 2,
      }),
    ]);
    expect(Date.parse(rows[0]?.last_downloaded_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(rows[0]?.first_downloaded_at ?? ''),
    );
    for (const who of [fx.attendee, fx.staff, fx.stranger]) {
      expect((await api('certificate-downloads', who.idToken)).status).toBe(403);
    }
  });
});

describe('POST /api/events/{id}/certificates/{certificateId}/preview', () => {
  const preview = (id: string, body: unknown, token?: string) =>
    fetch(`${FUNCTIONS_BASE}/api/api/events/${fx.eventId}/certificates/${id}/preview`, {
      method: 'POST',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('renders the PDF for sample data, with the event filled in, shown inline', async () => {
    const res = await preview(
      certificateId,
      { sample: { names: 'Ñusta Muestra Pérez' } },
      fx.eventAdmin.idToken,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getSubject()).toBe('Ñusta Muestra Pérez');
    const text = await pdfText(bytes);
    expect(text).toContain('Ñusta Muestra Pérez');
    expect(text).toContain(`Evento ${fx.eventId}`);
    // The default sample when nothing is given.
    const fallback = await preview(certificateId, {}, fx.staff.idToken);
    expect(fallback.status).toBe(200);
    expect(await pdfText(new Uint8Array(await fallback.arrayBuffer()))).toContain(
      'Nombre del asistente',
    );
  });

  it("renders a chosen attendee's, the same file the download gives, and records nothing", async () => {
    const chosen = await attendeeWithAccount('Rocío Elegida Díaz', false);
    const res = await preview(
      certificateId,
      { attendee_id: chosen.attendeeId },
      fx.eventAdmin.idToken,
    );
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const download = await generate(
      { certificate_id: certificateId, attendee_id: chosen.attendeeId },
      fx.eventAdmin.idToken,
    );
    const downloaded = new Uint8Array(await download.arrayBuffer());
    expect(await pdfText(bytes)).toBe(await pdfText(downloaded));
    expect(await pdfText(bytes)).toContain('Rocío Elegida Díaz');
    const records = await adminDb
      .collection(paths.certificateDownloads(fx.eventId))
      .where('attendee_id', '==', chosen.attendeeId)
      .get();
    expect(records.size).toBe(0);
  });

  it('refuses the anonymous, attendees, missing ids and bad input', async () => {
    expect((await preview(certificateId, {})).status).toBe(401);
    expect((await preview(certificateId, {}, fx.attendee.idToken)).status).toBe(403);
    expect((await preview(certificateId, {}, fx.stranger.idToken)).status).toBe(403);
    expect((await preview('no-such-cert', {}, fx.eventAdmin.idToken)).status).toBe(404);
    expect(
      (
        await preview(
          certificateId,
          { attendee_id: 'a1ffffffffffffffffffffff' },
          fx.eventAdmin.idToken,
        )
      ).status,
    ).toBe(404);
    const bad = await preview(certificateId, { attendee_id: '../x', to: 1 }, fx.eventAdmin.idToken);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors?: Record<string, string> };
    expect(body.errors).toHaveProperty('to');
  });
});

describe('GET /api/events/{id}/pdfcertificate/{certificateId}', () => {
  const pdfCertificate = (path: string, token?: string) =>
    fetch(`${FUNCTIONS_BASE}/api/api/events/${fx.eventId}/pdfcertificate/${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it("answers the attendee its own certificate, the same PDF as generatecertificate's", async () => {
    const res = await pdfCertificate(`${certificateId}?download=1`, fx.attendee.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain('Valentina Ríos Peña');
  });

  it("lets the team print anyone's by attendee_id, and refuses it to attendees", async () => {
    const other = await seedAttendee(fx.eventId, { names: 'Persona Pedida' });
    const byStaff = await pdfCertificate(`${certificateId}?attendee_id=${other}`, fx.staff.idToken);
    expect(byStaff.status).toBe(200);
    expect(await pdfText(new Uint8Array(await byStaff.arrayBuffer()))).toContain('Persona Pedida');
    const byAttendee = await pdfCertificate(
      `${certificateId}?attendee_id=${other}`,
      fx.attendee.idToken,
    );
    expect(byAttendee.status).toBe(403);
  });

  it('refuses strangers (403), anonymous callers (401), a condition not met (403)', async () => {
    expect((await pdfCertificate(certificateId, fx.stranger.idToken)).status).toBe(403);
    expect((await pdfCertificate(certificateId)).status).toBe(401);
    expect((await pdfCertificate(vipOnly, fx.attendee.idToken)).status).toBe(403);
  });

  it('answers 404 for a missing certificate and 400 for a bad query', async () => {
    const missing = await pdfCertificate('no-such-certificate', fx.attendee.idToken);
    expect(missing.status).toBe(404);
    const bad = await pdfCertificate(`${certificateId}?download=2`, fx.attendee.idToken);
    expect(bad.status).toBe(400);
    const unknown = await pdfCertificate(`${certificateId}?secreto=1`, fx.attendee.idToken);
    expect(unknown.status).toBe(400);
  });
});
