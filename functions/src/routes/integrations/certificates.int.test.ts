import { inflateSync } from 'node:zlib';
import { paths } from '@aforo/domain';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../../tests/support/admin';
import { FUNCTIONS_BASE } from '../../../../tests/support/emulators';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../../tests/support/roles';

let fx: RoleFixture;
let certificateId = '';
let vipOnly = '';

/** The text a PDF draws: its content streams inflated, hex strings decoded (WinAnsi ~ latin1). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const pieces: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let content: Buffer;
    try {
      content = inflateSync(Buffer.from(object.contents));
    } catch {
      content = Buffer.from(object.contents);
    }
    for (const match of content.toString('latin1').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      pieces.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return pieces.join('\n');
}

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
