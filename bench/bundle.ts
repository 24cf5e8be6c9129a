/** Bundle: gzip size of the JavaScript the landing route and the admin shell load. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDistDir } from '../scripts/ports.mjs';
import { ROOT } from './config';
import { figure, goals, progress, sleep, type Figure } from './lib';
import { FERIA, launchChromium, newPage, signedInUrl } from './browser';
import { DEMO } from '../tests/factories/demo';

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(ROOT, 'web', webDistDir(), file)), { level: 9 }).length / 1024;

/** The .js files (paths under web/dist) a page requests until the network is idle. */
async function scriptsLoaded(url: string, ready: string | null): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const page = await newPage(browser);
    const files = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js') && path.startsWith('/assets/')) files.add(path.slice(1));
    });
    await page.goto(url);
    // The shell's menu marks it as up; on a slow machine take what loaded by then anyway.
    if (ready)
      await page
        .getByTestId(ready)
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => undefined);
    // Not 'networkidle': a page with a Firestore listener keeps its Listen channel open. Done
    // when two seconds pass with no new script.
    await page.waitForLoadState('load');
    let seen = -1;
    while (seen !== files.size) {
      seen = files.size;
      await sleep(2000);
    }
    return [...files];
  } finally {
    await browser.close();
  }
}

export async function bundleBench(): Promise<Figure[]> {
  const bench = 'bundle';
  progress(bench, 'loading /landing in Chromium');
  const landing = await scriptsLoaded(`/landing/${FERIA}`, null);
  const landingKb = landing.reduce((sum, f) => sum + gzipKb(f), 0);
  progress(bench, `landing: ${landing.length} scripts`);
  const adminPath = await signedInUrl(DEMO.accounts.organizer.uid, `/eventadmin/${FERIA}`);
  const admin = await scriptsLoaded(adminPath, 'user-menu');
  const adminOnly = admin.filter((f) => !landing.includes(f));
  const shellChunks = admin.filter((f) => /admin/i.test(f));
  return [
    figure(
      bench,
      'landing route, first JS (gzip)',
      landingKb,
      'KB',
      goals.atMost(265, '≤ 265 KB'),
      {
        note: `${landing.length} scripts`,
      },
    ),
    figure(
      bench,
      'admin shell chunks (gzip)',
      shellChunks.reduce((s, f) => s + gzipKb(f), 0),
      'KB',
      null,
      { note: shellChunks.map((f) => f.replace(/^assets\//, '')).join(', ') },
    ),
    figure(
      bench,
      'admin route JS beyond landing (gzip)',
      adminOnly.reduce((s, f) => s + gzipKb(f), 0),
      'KB',
      null,
      { note: `${adminOnly.length} scripts` },
    ),
  ];
}
