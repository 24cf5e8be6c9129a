import { formatCheckinTime, paths, slugFromEventName } from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { HOSTING_BASE } from '../../../tests/support/emulators';
import { seedEvent } from '../../../tests/support/roles';

/** A page as a crawler gets it: through Hosting's rewrite, no JavaScript run. */
async function crawl(path: string) {
  const response = await fetch(`${HOSTING_BASE}${path}`, { headers: { Accept: 'text/html' } });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control') ?? '',
    html: await response.text(),
  };
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('share previews of /landing/{id} and /event/{name}', () => {
  const publicId = uniqueId('evt-share');
  const hostileId = uniqueId('evt-share-xss');
  const privateId = uniqueId('evt-share-private');
  const publicName = `Feria de los Andes ${publicId}`;
  const privateName = `Reunión secreta ${privateId}`;

  beforeAll(async () => {
    await seedEvent({
      _id: publicId,
      name: publicName,
      description: '<p>Tres días de <strong>música</strong> &amp; charlas en Medellín.</p>',
      picture: 'https://images.aforo.test/feria.jpg',
    });
    await seedEvent({
      _id: hostileId,
      name: `"><script>alert(1)</script> <img src=x onerror=alert(1)> $& ${hostileId}`,
      description: '<p>Ataque \' " &lt;b&gt; &amp;amp;</p>',
      venue: '<img src=x onerror=alert(1)>',
      address: 'Calle 1 & 2',
    });
    await seedEvent({
      _id: privateId,
      name: privateName,
      description: '<p>Nadie fuera del equipo debe leer esto.</p>',
      visibility: 'PRIVATE',
    });
  });

  it("puts a public event's title, description and image in the first HTML", async () => {
    const page = await crawl(`/landing/${publicId}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.cache).toContain('public');
    expect(meta(page.html, 'og:title')).toBe(publicName);
    expect(meta(page.html, 'twitter:title')).toBe(publicName);
    expect(meta(page.html, 'og:description')).toBe(
      'Tres días de música &amp; charlas en Medellín.',
    );
    expect(meta(page.html, 'og:image')).toBe('https://images.aforo.test/feria.jpg');
    expect(meta(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(page.html, 'og:url')).toMatch(new RegExp(`/landing/${publicId}$`));
    expect(page.html).toContain(`<title>${publicName} | Aforo</title>`);
    // Still the app: its scripts load as from index.html, the preloads after the first paint.
    expect(page.html).toMatch(
      /<script src="\/app-start\.js" data-preload="\/assets\/[^" ]+\.js( \/assets\/[^" ]+\.js)*" data-entry="\/assets\/[^"]+\.js" defer>/,
    );
    expect(page.html).not.toContain('rel="modulepreload"');
    expect(page.html).toContain('<html lang="es" data-first-screen>');
  });

  it("paints the landing's first screen from the HTML: title, dates and place", async () => {
    const page = await crawl(`/landing/${publicId}`);
    const root = /<div id="root">([\s\S]*?)<\/main><\/div><\/div>/.exec(page.html)?.[1] ?? '';
    expect(root).toContain('id="aforo-first-screen"');
    expect(root).toContain(`<h1 class="afs-title">${publicName}</h1>`);
    // The domain's formatter in Spanish, the event's zone named (the visitor's is not known).
    expect(root).toMatch(
      /<p><strong>Fecha<!-- -->:<\/strong> <!-- -->\d+ de [a-z]+ de \d{4}, [^<]+ GMT[+-]?\d*<\/p>/,
    );
    expect(root).toContain('<p class="afs-brand"><a href="/">Aforo</a></p>');
    expect(page.html).not.toContain('<div id="root"></div>');
    // Not on /event/{name}: index.html asks the API for an event by id only.
    const byName = await crawl(`/event/${slugFromEventName(publicName)}`);
    expect(byName.html).toContain('<div id="root"></div>');
    expect(byName.html).toContain('rel="modulepreload"');
  });

  it('answers a section of the landing and the /event/{name} address the same way', async () => {
    const section = await crawl(`/landing/${publicId}/agenda`);
    expect(meta(section.html, 'og:title')).toBe(publicName);
    const byName = await crawl(`/event/${slugFromEventName(publicName)}`);
    expect(byName.status).toBe(200);
    expect(meta(byName.html, 'og:title')).toBe(publicName);
  });

  it("escapes an event's name and description", async () => {
    const page = await crawl(`/landing/${hostileId}`);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).not.toContain('<img src=x');
    // The first screen shows the name as text.
    expect(page.html).toContain(
      `<h1 class="afs-title">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; $&amp; ${hostileId}</h1>`,
    );
    expect(page.html).toContain(
      '<p><strong>Lugar<!-- -->:</strong> <!-- -->&lt;img src=x onerror=alert(1)&gt;, Calle 1 &amp; 2</p>',
    );
    expect(meta(page.html, 'og:title')).toBe(
      `&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; $&amp; ${hostileId}`,
    );
    expect(meta(page.html, 'og:description')).toBe('Ataque &#39; &quot; &lt;b&gt; &amp;amp;');
    expect(meta(page.html, 'twitter:card')).toBe('summary');
    expect(meta(page.html, 'og:image')).toBeNull();
  });

  it('gives a private event the plain app HTML: no tag, no name, no description', async () => {
    const plain = await crawl('/app.html');
    for (const path of [`/landing/${privateId}`, `/event/${slugFromEventName(privateName)}`]) {
      const page = await crawl(path);
      expect(page.status).toBe(200);
      expect(page.html).toBe(plain.html);
      expect(page.html).not.toContain(privateId);
      expect(page.html).not.toContain('secreta');
      expect(meta(page.html, 'og:title')).toBeNull();
      expect(page.cache).toBe('no-cache');
    }
  });

  it('gives a missing event or a malformed id the plain app HTML', async () => {
    const plain = await crawl('/app.html');
    for (const path of [
      '/landing/evt-no-existe-nunca',
      '/landing/evt%24mal',
      '/event/Nadie-sabe',
    ]) {
      const page = await crawl(path);
      expect(page.status).toBe(200);
      expect(page.html).toBe(plain.html);
    }
  });
});

/** #root's first screen of a page: the markup between the root and the end of the app's main. */
const firstScreenOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/main><\/div><\/div>/.exec(html)?.[1] ?? '';
/** A date text 'YYYY-MM-DD HH:mm:ss' in the events' zone, `days` from now. */
const daysFromNow = (days: number) =>
  formatCheckinTime(new Date(Date.now() + days * 86_400_000), 'America/Bogota');

describe("the first screens of the home page and of an organization's page", () => {
  const soonId = uniqueId('evt-home');
  const hostileId = uniqueId('evt-home-xss');
  const privateId = uniqueId('evt-home-private');
  const orgId = uniqueId('org-page');
  const orgEventId = uniqueId('evt-org-page');
  const orgPrivateId = uniqueId('evt-org-private');

  beforeAll(async () => {
    // Started long ago and ending tomorrow: the first of the home's upcoming list (by start),
    // whatever other suites have written.
    const running = { datetime_from: '2000-01-01 08:00:00', datetime_to: daysFromNow(1) };
    await Promise.all([
      seedEvent({ _id: soonId, name: `Feria del libro ${soonId}`, venue: 'Corferias', ...running }),
      seedEvent({
        _id: hostileId,
        name: `<img src=x onerror=alert(1)> ${hostileId}`,
        venue: '<script>alert(1)</script>',
        ...running,
      }),
      seedEvent({
        _id: privateId,
        name: `Privado ${privateId}`,
        visibility: 'PRIVATE',
        ...running,
      }),
      adminDb.doc(paths.organization(orgId)).set({
        name: `Cámara <b>de</b> Comercio ${orgId}`,
        description: '',
        banner_image_email: null,
        footer_image_email: null,
        user_properties: [],
        styles: { toolbarDefaultBg: '#1B3A5C' },
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
      }),
      seedEvent({
        _id: orgEventId,
        name: `Congreso ${orgEventId}`,
        orgId,
        datetime_from: daysFromNow(30),
        datetime_to: daysFromNow(31),
      }),
      seedEvent({
        _id: orgPrivateId,
        name: `Interno ${orgPrivateId}`,
        orgId,
        visibility: 'PRIVATE',
      }),
    ]);
  });

  it('draws the home page: its title, the search box and the first upcoming public events', async () => {
    const page = await crawl('/');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.cache).toContain('public');
    expect(page.html).toContain('<html lang="es" data-first-screen>');
    expect(page.html).not.toContain('rel="modulepreload"');
    const root = firstScreenOf(page.html);
    expect(root).toContain('id="aforo-first-screen"');
    expect(root).toContain('<h1 class="afs-h1">Próximos eventos</h1>');
    expect(root).toContain('Busca por nombre o ciudad.');
    expect(root).toContain(`<a href="/landing/${soonId}">Feria del libro ${soonId}</a>`);
    expect(root).toContain('<p>Lugar<!-- -->: <!-- -->Corferias</p>');
    // Every text of an event escaped; a private event never drawn.
    expect(root).toContain(`&lt;img src=x onerror=alert(1)&gt; ${hostileId}`);
    expect(root).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(root).not.toContain('<script');
    expect(root).not.toContain(privateId);
  });

  it("draws an organization's page: its name in its colours and its public events", async () => {
    const page = await crawl(`/organization/${orgId}/events`);
    expect(page.status).toBe(200);
    expect(page.cache).toContain('public');
    const root = firstScreenOf(page.html);
    expect(root).toContain(
      `<h1 class="afs-h1">Cámara &lt;b&gt;de&lt;/b&gt; Comercio ${orgId}</h1>`,
    );
    expect(root).toContain('<header style="background:#1B3A5C;color:');
    expect(root).toContain('aria-label="Próximos eventos"');
    expect(root).toContain(`Congreso ${orgEventId}</a>`);
    expect(root).toContain('<p>No hay eventos</p>');
    expect(root).not.toContain(orgPrivateId);
  });

  it('gives an unknown organization or a malformed id the plain app HTML', async () => {
    const plain = await crawl('/app.html');
    for (const path of ['/organization/org-no-existe/events', '/organization/org%24mal/events']) {
      const page = await crawl(path);
      expect(page.status).toBe(200);
      expect(page.html).toBe(plain.html);
      expect(page.cache).toBe('no-cache');
    }
  });
});

describe('GET /sitemap.xml', () => {
  const publicId = uniqueId('evt-sitemap');
  const privateId = uniqueId('evt-sitemap-private');

  beforeAll(async () => {
    await seedEvent({ _id: publicId, datetime_from: '2026-01-02 09:00:00' });
    await seedEvent({
      _id: privateId,
      datetime_from: '2026-01-02 09:00:00',
      visibility: 'PRIVATE',
    });
  });

  it('lists the public events and not the private ones', async () => {
    const response = await fetch(`${HOSTING_BASE}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(
      new RegExp(`<loc>http[^<]*/landing/${publicId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
    expect(xml).toContain('/landing/evt-feria-aforo-2027</loc>');
    expect(xml).not.toContain(privateId);
  });
});

describe('GET /robots.txt', () => {
  it('is text, not the app', async () => {
    const response = await fetch(`${HOSTING_BASE}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).not.toContain('<html');
  });
});
