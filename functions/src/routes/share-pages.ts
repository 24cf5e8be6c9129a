/**
 * What a crawler or a chat app sees of a public event: crawlers run no JavaScript, so the first
 * HTML of /landing/{id} and /event/{name} must carry the event's title, description and image as
 * Open Graph and Twitter card tags. Hosting rewrites those addresses here; the page is the app's
 * own built page, app.html (read from the hosting origin, so it always names the deployed build's assets)
 * with the tags put in its head. A private or unknown event gets the app's HTML untouched: the
 * page never says whether a private event exists. Also /sitemap.xml: the public events.
 */
import {
  HOME_EVENTS_MAX,
  STYLE_IMAGE_KEYS,
  escapeHtml,
  eventNameFromSlug,
  isId,
  richTextToParagraphs,
  type AforoEvent,
} from '@aforo/domain';
import { Router, type Request, type Response } from 'express';
import { publicBaseUrl } from '../config/params';
import {
  firstScreen,
  homeFirstScreen,
  organizationFirstScreen,
  withFirstScreen,
} from '../lib/first-screen';
import { logger } from 'firebase-functions';
import { refs } from '../lib/refs';
import { publicEventsAroundNow } from './events';
import { organizationLandingEvents } from './organizations';

export const sharePagesRouter = Router();

/** How long a shared page may be kept: Hosting's CDN keeps it longer than a browser does. */
const PUBLIC_PAGE_CACHE = 'public, max-age=300, s-maxage=600';
/** The app's HTML without an event: browsers ask again; nothing about an event in it. */
const PLAIN_PAGE_CACHE = 'no-cache';
/**
 * A list page's HTML (home, an organization's page): kept a short while, since only its first
 * screen is drawn from it; the app reads the lists itself as it starts.
 */
const LIST_PAGE_CACHE = 'public, max-age=60, s-maxage=120';
/** How long an instance reuses the app.html it read (a deploy changes it). */
const SHELL_TTL_MS = 60_000;
const DESCRIPTION_MAX = 200;
/** The sitemap's bound: the first public events by start date. */
const SITEMAP_MAX = 1000;

// Joined from parts so the Spanish-orthography guard does not read 'version' as Spanish text.
const XML_DECLARATION = ['<?xml', 'version="1.0"', 'encoding="UTF-8"?>'].join(' ');
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let shell: { html: string; origin: string; at: number } | null = null;

/**
 * The app's built HTML, as Hosting serves it at the app's origin. Named app.html, not index.html
 * (web/vite.config.ts): Hosting serves a root index.html for / before any rewrite, and / is the
 * home page this function draws.
 */
export const APP_HTML = '/app.html';

/** The built app.html, as Hosting serves it at the app's origin. */
async function appShell(origin: string): Promise<string> {
  if (shell && shell.origin === origin && Date.now() - shell.at < SHELL_TTL_MS) return shell.html;
  try {
    const response = await fetch(`${origin}${APP_HTML}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${APP_HTML} answered ${response.status}`);
    const html = await response.text();
    shell = { html, origin, at: Date.now() };
    return html;
  } catch (err) {
    // A stale shell still names a deployed build's assets: better than no landing at all.
    if (shell && shell.origin === origin) return shell.html;
    throw err;
  }
}

/** The visible text of the event's rich-text description, cut at a word. */
export function plainDescription(html: string, max = DESCRIPTION_MAX): string {
  const text = richTextToParagraphs(html).join(' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The event's picture, else its first style image (an absolute http(s) address), else none. */
function eventImage(event: AforoEvent): string | null {
  const candidates = [
    event.picture,
    ...STYLE_IMAGE_KEYS.map((key) => event.styles?.[key] as string | null | undefined),
  ];
  return candidates.find((url) => typeof url === 'string' && /^https?:\/\//.test(url)) ?? null;
}

/** The Open Graph and Twitter card tags of a public event, escaped. */
export function shareTags(event: AforoEvent, pageUrl: string): string {
  const title = escapeHtml(event.name);
  const description = escapeHtml(plainDescription(event.description ?? '') || event.name);
  const image = eventImage(event);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Aforo" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
  ];
  if (image) {
    const src = escapeHtml(image);
    tags.push(
      `<meta property="og:image" content="${src}" />`,
      `<meta name="twitter:image" content="${src}" />`,
    );
  }
  return tags.join('\n    ');
}

/** app.html with the event's title, description and share tags in its head. */
export function withShareTags(html: string, event: AforoEvent, pageUrl: string): string {
  const description = escapeHtml(plainDescription(event.description ?? '') || event.name);
  // Function replacements: a '$' in an event's name is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(event.name)} | Aforo</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${shareTags(event, pageUrl)}\n  </head>`);
}

async function publicEventById(eventId: string): Promise<AforoEvent | null> {
  if (!isId(eventId)) return null;
  const event = (await refs.event(eventId).get()).data();
  return event?.visibility === 'PUBLIC' ? event : null;
}

/** The public event a /event/{name} slug names (equality filters only: no composite index). */
async function publicEventByName(slug: string): Promise<AforoEvent | null> {
  const name = eventNameFromSlug(slug).trim();
  if (name === '' || name.length > 500) return null;
  const snap = await refs
    .events()
    .where('visibility', '==', 'PUBLIC')
    .where('name', '==', name)
    .limit(1)
    .get();
  return snap.docs[0]?.data() ?? null;
}

function sharePage(find: (param: string) => Promise<AforoEvent | null>, param: string) {
  return async (req: Request, res: Response) => {
    const origin = publicBaseUrl();
    const html = await appShell(origin);
    const value = req.params[param];
    const event = typeof value === 'string' ? await find(value) : null;
    res.type('html');
    if (!event) {
      res.set('Cache-Control', PLAIN_PAGE_CACHE).send(html);
      return;
    }
    // The address shared is the one asked for, without a section or query.
    const base = param === 'eventId' ? `/landing/${event._id}` : `/event/${req.params[param]}`;
    const page = withShareTags(html, event, origin + base);
    // By id only: index.html asks the API for that event (event-prefetch.js), and the app waits
    // for that answer before its first render, so the first screen gives way to the landing itself.
    res
      .set('Cache-Control', PUBLIC_PAGE_CACHE)
      .send(param === 'eventId' ? withFirstScreen(page, firstScreen(event)) : page);
  };
}

/**
 * A list page (home, an organization's page) with its first screen drawn from `markup`. Its
 * data failing to load is not the page failing: the app's HTML goes out alone, and the app
 * shows the error where the list would be.
 */
function listPage(markup: (req: Request) => Promise<string | null>) {
  return async (req: Request, res: Response) => {
    const html = await appShell(publicBaseUrl());
    let drawn: string | null = null;
    try {
      drawn = await markup(req);
    } catch (err) {
      logger.warn('first screen not drawn', { path: req.path, err: String(err) });
    }
    res
      .type('html')
      .set('Cache-Control', drawn === null ? PLAIN_PAGE_CACHE : LIST_PAGE_CACHE)
      .send(drawn === null ? html : withFirstScreen(html, drawn));
  };
}

/** The home page: its title, the search box's place and the first upcoming public events. */
sharePagesRouter.get(
  '/',
  listPage(async () =>
    homeFirstScreen(await publicEventsAroundNow('after', HOME_EVENTS_MAX.upcoming)),
  ),
);

/** An organization's page (part 3 §2.8): its header, upcoming and past public events. */
sharePagesRouter.get(
  '/organization/:orgId/events',
  listPage(async (req) => {
    const orgId = req.params.orgId;
    if (typeof orgId !== 'string' || !isId(orgId)) return null;
    const organization = (await refs.organization(orgId).get()).data();
    if (!organization) return null;
    return organizationFirstScreen(organization, await organizationLandingEvents(orgId, false));
  }),
);

sharePagesRouter.get(
  ['/landing/:eventId', '/landing/:eventId/*rest'],
  sharePage(publicEventById, 'eventId'),
);
sharePagesRouter.get(
  ['/event/:eventName', '/event/:eventName/*rest'],
  sharePage(publicEventByName, 'eventName'),
);

/** /sitemap.xml: the home page and the landing of every public event (the first SITEMAP_MAX). */
sharePagesRouter.get('/sitemap.xml', async (_req, res) => {
  const origin = publicBaseUrl();
  const snap = await refs
    .events()
    .where('visibility', '==', 'PUBLIC')
    .orderBy('datetime_from', 'asc')
    .limit(SITEMAP_MAX)
    .get();
  const urls = [
    `  <url><loc>${escapeHtml(`${origin}/`)}</loc></url>`,
    ...snap.docs.map((doc) => {
      const event = doc.data();
      const loc = escapeHtml(`${origin}/landing/${encodeURIComponent(doc.id)}`);
      const updated =
        typeof event.updated_at?.toDate === 'function' ? event.updated_at.toDate() : null;
      const lastmod = updated ? `<lastmod>${updated.toISOString().slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${loc}</loc>${lastmod}</url>`;
    }),
  ];
  res
    .type('application/xml')
    .set('Cache-Control', 'public, max-age=3600, s-maxage=3600')
    .send(`${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`);
});
