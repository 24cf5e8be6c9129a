import { paths } from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { smtpStandIn, standInPorts } from '../../../tests/stand-ins';

/** The SMTP catcher where the emulator's functions/.env.local sends mail (port shifted by the offset). */
const smtp = smtpStandIn();

beforeAll(() => smtp.start(standInPorts().smtp));
afterAll(() => smtp.stop());

async function waitForDoc(
  path: string,
  test: (data: Record<string, unknown>) => boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  let data: Record<string, unknown> | undefined;
  while (Date.now() < deadline) {
    data = (await adminDb.doc(path).get()).data();
    if (data && test(data)) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  return data;
}

describe('mail queue (trigger on mail/{id})', () => {
  it('sends a PENDING mail over SMTP and records the delivery', async () => {
    const id = uniqueId('mail');
    const to = `${id}@example.com`;
    await adminDb.doc(paths.mailItem(id)).set({
      to,
      subject: 'Acceso a Congreso de Prueba',
      text: 'Hola',
      html: '<p>Hola</p>',
      state: 'PENDING',
      kind: 'access',
      event_id: null,
      created_at: FieldValue.serverTimestamp(),
    });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(to));
    expect(mail.subject).toBe('Acceso a Congreso de Prueba');
    const stored = await waitForDoc(paths.mailItem(id), (d) => d.state === 'SENT');
    expect(stored).toMatchObject({
      state: 'SENT',
      delivery: { state: 'SENT', attempts: 1, info: { accepted: [to] } },
    });
  });

  it('records an error when the server refuses the mail', async () => {
    const id = uniqueId('mail');
    await adminDb.doc(paths.mailItem(id)).set({
      to: 'not an address',
      subject: 'x',
      text: 'x',
      html: '<p>x</p>',
      state: 'PENDING',
      kind: 'access',
      event_id: null,
      created_at: FieldValue.serverTimestamp(),
    });
    const stored = await waitForDoc(
      paths.mailItem(id),
      (d) =>
        d.state !== 'PENDING' &&
        (d.delivery as { state?: string } | undefined)?.state !== 'PROCESSING',
    );
    expect(stored).toMatchObject({ state: 'ERROR', delivery: { state: 'ERROR' } });
    expect(String((stored?.delivery as { error: string }).error).length).toBeGreaterThan(0);
  });
});
