/**
 * Local confirmation at the door: in the real check-in screen (a Chromium page of the production
 * build, signed in as the demo staff member), a barcode gun scans an attendee's QR id into the
 * scanner's field and presses Enter; timed from the Enter key to the frame after that attendee's
 * row shows the check-in time, in the same tab (the write is confirmed locally; the server's
 * answer is not waited for). Before each scan the screen's search box narrows the list to that
 * attendee, so the row is on screen (the list shows the most recently updated first, and the
 * seed's check-ins are dated in the event's future, so a new check-in does not come to the top);
 * the whole list is still sorted, filtered and searched on every change, as at the door.
 */
import { paths } from '@aforo/domain';
import { adminDb } from '../tests/support/admin';
import { FERIA, launchChromium } from './browser';
import { knob } from './config';
import {
  closeScanner,
  doorContext,
  listReady,
  openScanner,
  searchRow,
  rowsShown,
  staffDoorUrl,
  storageSettled,
  timedGunScan,
} from './door-ui';
import { figure, goals, percentile, progress, round, type Figure } from './lib';

const SCANS = knob('AFORO_BENCH_SCANS', 30);

export async function localConfirmation(bench: string): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const page = await (await doorContext(browser)).newPage();
    progress(bench, 'local confirmation: opening the door screen');
    await page.goto(await staffDoorUrl());
    if (!(await rowsShown(page, 1, 180_000)))
      throw new Error('the door list did not show in 180 s');
    // The first rows show before the rest of the list has arrived; scans need all of it.
    if (!(await listReady(page, 180_000)))
      throw new Error('the whole door list did not arrive in 180 s');
    // Scans while the first load is still arriving would time that arrival, not the scan.
    const settle = await storageSettled(page, 90_000);
    const unchecked = await adminDb
      .collection(paths.attendees(FERIA))
      .where('checked_in', '==', false)
      .limit(SCANS)
      .get();
    const ids = unchecked.docs.map((d) => d.id);
    progress(
      bench,
      `local confirmation: ${ids.length} gun scans (list settled in ${settle.seconds.toFixed(0)} s)`,
    );
    const times: number[] = [];
    let missed = 0;
    for (const id of ids) {
      await searchRow(page, id);
      await openScanner(page, 'Escanear QR');
      const ms = await timedGunScan(page, id, id);
      if (ms === null) missed += 1;
      else times.push(ms);
      await closeScanner(page);
    }
    // Let the writes reach the server before the browser goes, so the rush starts from them.
    await page
      .locator('[data-testid="pending-marker"]')
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => undefined);
    return [
      figure(
        bench,
        'p95 local confirmation (scan to row checked in)',
        percentile(times, 95),
        'ms',
        goals.below(50, '< 50 ms'),
        {
          note: `${times.length} gun scans (QR id + Enter) in the door UI, same tab, the row found first with the search box; p50 ${round(percentile(times, 50) ?? Number.NaN)} ms${missed ? `; ${missed} rows did not change in 10 s` : ''}${
            ids.length < SCANS ? `; only ${ids.length} attendees left unchecked` : ''
          }${settle.settled ? '' : '; list still arriving (90 s)'}`,
        },
      ),
    ];
  } finally {
    await browser.close();
  }
}
