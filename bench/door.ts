/**
 * The door of a large event (AFORO_BENCH_DOOR_ATTENDEES, 50,000 by default, a snapshot of its
 * own): the staff member's check-in screen in Chromium, cold (empty cache, includes the custom-
 * token sign-in) and warm (reloaded once the list is cached) to the first 50 rows, the origin's
 * IndexedDB size once the list has arrived, and the JS heap (CDP, after a garbage collection).
 * Bounded by AFORO_BENCH_DOOR_SECONDS: what did not happen in time is recorded as such.
 */
import { DOOR_ATTENDEES, knob } from './config';
import { launchChromium } from './browser';
import {
  DOOR_SCREEN,
  doorContext,
  heapMb,
  listReady,
  rowsShown,
  staffDoorUrl,
  storageMb,
  storageSettled,
} from './door-ui';
import { figure, goals, progress, unmet, type Figure } from './lib';

const bench = 'door';
const LIMIT_MS = knob('AFORO_BENCH_DOOR_SECONDS', 360) * 1000;
const people = DOOR_ATTENDEES.toLocaleString('en-US');

export async function doorBench(): Promise<Figure[]> {
  const started = Date.now();
  const left = () => Math.max(1000, LIMIT_MS - (Date.now() - started));
  const figures: Figure[] = [];
  const browser = await launchChromium();
  try {
    const context = await doorContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);

    progress(bench, `cold load of the ${people}-attendee door`);
    const url = await staffDoorUrl();
    const coldStart = Date.now();
    await page.goto(url);
    // A third of the time for the first rows; the rest for the list to arrive and the warm load.
    const coldShown = await rowsShown(page, 50, left() / 3);
    const cold = (Date.now() - coldStart) / 1000;
    figures.push(
      coldShown
        ? figure(bench, `first 50 rows, cold, ${people} attendees`, cold, 's', null, {
            note: 'empty cache; includes sign-in with a custom token',
          })
        : unmet(
            bench,
            `first 50 rows, cold, ${people} attendees`,
            's',
            '',
            `not shown in ${cold.toFixed(0)} s (the run's limit)`,
          ),
    );
    if (!coldShown) return figures;

    progress(bench, 'waiting for the whole list to arrive');
    const whole = await listReady(page, left() / 2);
    const wholeSeconds = (Date.now() - coldStart) / 1000;
    figures.push(
      whole
        ? figure(
            bench,
            `whole list on the device, cold, ${people} attendees`,
            wholeSeconds,
            's',
            null,
            {
              note: 'from the navigation until every id range has answered (the first rows show before)',
            },
          )
        : unmet(
            bench,
            `whole list on the device, cold, ${people} attendees`,
            's',
            '',
            `not complete in ${wholeSeconds.toFixed(0)} s (the run's limit)`,
          ),
    );
    const settle = await storageSettled(page, left() / 2);
    const arrived = (Date.now() - coldStart) / 1000;
    const storage = await storageMb(page);
    const coldHeap = await heapMb(cdp);
    const settleNote = settle.settled
      ? `storage stopped growing ${arrived.toFixed(0)} s after the cold load began`
      : `still growing at the limit, ${arrived.toFixed(0)} s after the cold load began`;
    figures.push(
      figure(bench, 'IndexedDB size, list cached', storage.indexedDb ?? storage.usage, 'MB', null, {
        note: `${
          storage.indexedDb === null
            ? 'whole origin (no IndexedDB detail)'
            : `origin ${storage.usage.toFixed(1)} MB in all`
        }; navigator.storage.estimate(); ${settleNote}`,
      }),
      figure(bench, 'JS heap after the cold load', coldHeap, 'MB', null, {
        note: 'CDP JSHeapUsedSize after a garbage collection',
      }),
    );

    progress(bench, 'warm load (cached)');
    await page.goto('about:blank');
    const warmStart = Date.now();
    await page.goto(DOOR_SCREEN);
    const warmShown = await rowsShown(page, 50, left());
    const warm = (Date.now() - warmStart) / 1000;
    figures.push(
      warmShown
        ? figure(
            bench,
            `first 50 rows, warm, ${people} attendees`,
            warm,
            's',
            goals.below(1.5, '< 1.5 s'),
            { note: 'reload with the list in the IndexedDB cache' },
          )
        : unmet(
            bench,
            `first 50 rows, warm, ${people} attendees`,
            's',
            '< 1.5 s',
            `not shown in ${warm.toFixed(0)} s (the run's limit)`,
          ),
    );
    if (warmShown) {
      figures.push(
        figure(bench, 'JS heap after the warm load', await heapMb(cdp), 'MB', null, {
          note: 'CDP JSHeapUsedSize after a garbage collection, first rows on screen',
        }),
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}
