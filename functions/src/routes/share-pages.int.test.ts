import { slugFromEventName } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueId } from '../../../tests/support/admin';
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
    const plain = await crawl('/index.html');
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
    const plain = await crawl('/index.html');
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
