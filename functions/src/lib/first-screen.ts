/**
 * The first screen of the public pages as plain HTML, put in #root by the share-preview function:
 * a phone paints the landing's title, dates and place, or the event cards of the home page and of
 * an organization's page, as soon as the HTML arrives, instead of after the app's JavaScript has
 * downloaded and run. React replaces it with its own first render (the app waits for the page's
 * module and data before that render, so the page commits at once), so the markup and sizes here
 * are those of the app's header (web/src/app/app-layout.tsx), the landing's header (EventHeader
 * in web/src/features/landing/components/event-landing.tsx), the home page
 * (features/events/routes/home-page.tsx), the organization's page
 * (features/organizations/routes/organization-events-page.tsx) and the event card
 * (components/event-card.tsx): anything that moves between the two is a layout shift. Spanish,
 * the app's default language; the app switches afterwards if the visitor chose another. No
 * script: the CSP runs none inline (the data block is JSON, which no browser runs).
 */
import {
  escapeHtml,
  formatDateTimeRange,
  landingTheme,
  readableOn,
  type AforoEvent,
  type Organization,
} from '@aforo/domain';

/**
 * The Spanish catalogue's texts of what the first screen shows, by message id (first-screen.test.ts
 * keeps them equal to web/src/i18n/es.ts and the landing's messages).
 */
export const FIRST_SCREEN_TEXT = {
  'app.skipToContent': 'Saltar al contenido',
  'landing.when': 'Fecha',
  'landing.where': 'Lugar',
  'landing.logoAlt': 'Logo de {name}',
  'event.venue': 'Lugar',
  'home.title': 'Próximos eventos',
  'home.past': 'Eventos pasados',
  'home.searchHint': 'Busca por nombre o ciudad.',
  'search.placeholder': 'Buscar…',
  'organizations.upcoming': 'Próximos eventos',
  'organizations.past': 'Eventos pasados',
  'organizations.noEvents': 'No hay eventos',
} as const;
const TEXT = {
  appName: 'Aforo',
  skipToContent: FIRST_SCREEN_TEXT['app.skipToContent'],
  when: FIRST_SCREEN_TEXT['landing.when'],
  where: FIRST_SCREEN_TEXT['landing.where'],
};

/** The marker web/src/app/router.tsx looks for (it waits for the page before its first render). */
export const FIRST_SCREEN_ID = 'aforo-first-screen';

/*
 * Chakra's values for the same elements (theme tokens: spacing 0.25rem, container padding 1rem /
 * 1.5rem from 768px / 2rem from 1024px, fonts.body, heading sizes lg and 3xl). The header's
 * height is its tallest child's, the language switch (2.25rem): min-height keeps it before that
 * exists. Checked box by box against the app's render at 412 px.
 */
const FONT = `Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"`;
const STYLE = `<style>
      html{background:#fff;color:#09090b}
      body{margin:0}
      #${FIRST_SCREEN_ID}{font-family:${FONT};line-height:1.5;color:#09090b;display:flex;flex-direction:column;min-height:100vh;font-feature-settings:"cv11"}
      :where(#${FIRST_SCREEN_ID}) *{box-sizing:border-box;margin:0;border:0 solid #e4e4e7}
      .afs-skip{position:absolute;left:.5rem;top:-5rem;background:#fff;padding:.5rem}
      .afs-skip:focus{top:.5rem}
      .afs-header{border-bottom-width:1px;background:#fff}
      .afs-box{position:relative;width:100%;margin:0 auto;padding-left:1rem;padding-right:1rem}
      @media (min-width:768px){.afs-box{padding-left:1.5rem;padding-right:1.5rem}}
      @media (min-width:1024px){.afs-box{padding-left:2rem;padding-right:2rem}}
      .afs-bar{max-width:72rem;padding-top:.75rem;padding-bottom:.75rem}
      .afs-row{display:flex;align-items:center;justify-content:space-between;gap:1rem;flex-wrap:wrap;min-height:2.25rem}
      .afs-brand{font-size:1.125rem;line-height:1.75rem;font-weight:600}
      .afs-brand a{display:inline-flex;align-items:center;color:#1a3478;font-weight:700;text-decoration:none}
      .afs-main{flex:1;min-height:100svh}
      .afs-page{padding-bottom:2rem;min-height:100%}
      .afs-banner{display:block;width:100%;max-height:24rem;object-fit:cover}
      .afs-content{max-width:64rem;padding-top:1.5rem;padding-bottom:1.5rem}
      .afs-head{display:flex;flex-direction:column;gap:1rem}
      @media (min-width:768px){.afs-head{flex-direction:row;align-items:center}}
      .afs-logo{max-width:10rem;max-height:6rem;object-fit:contain}
      .afs-lines{display:flex;flex-direction:column;gap:.25rem}
      .afs-title{font-size:1.875rem;line-height:2.375rem;font-weight:600}
      .afs-h1{font-size:1.5rem;line-height:2rem;font-weight:600}
      .afs-h2{font-size:1rem;line-height:1.5rem;font-weight:600}
      .afs-h2xl{font-size:1.25rem;line-height:1.75rem;font-weight:600}
      .afs-home{max-width:72rem;padding-top:2rem;padding-bottom:2rem}
      .afs-stack{display:flex;flex-direction:column}
      .afs-gap1{gap:.25rem}.afs-gap3{gap:.75rem}.afs-gap4{gap:1rem}.afs-gap6{gap:1.5rem}.afs-gap8{gap:2rem}
      .afs-muted{font-size:.875rem;line-height:1.3125rem;color:#52525b}
      .afs-search{max-width:24rem;width:100%}
      .afs-input{height:2.5rem;padding:0 .75rem;border:1px solid #e4e4e7;border-radius:.25rem;font-size:.875rem;line-height:2.375rem;color:#71717a}
      .afs-grid{display:grid;grid-template-columns:repeat(1,minmax(0,1fr));gap:1rem}
      @media (min-width:768px){.afs-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
      @media (min-width:1024px){.afs-grid3{grid-template-columns:repeat(3,minmax(0,1fr))}}
      .afs-card{display:flex;flex-direction:column;position:relative;min-width:0;overflow:hidden;background:#fff;color:#09090b;border:1px solid #e4e4e7;border-radius:.375rem}
      .afs-ratio{position:relative}
      .afs-ratio::before{content:"";display:block;height:0;padding-bottom:56.25%}
      .afs-ratio>*{position:absolute;inset:0;width:100%;height:100%;overflow:hidden;display:flex;align-items:center;justify-content:center}
      .afs-ratio>img{object-fit:cover}
      .afs-initial{background:#173da6;color:#fff}
      .afs-initial p{font-size:3rem;line-height:4.5rem;font-weight:700}
      .afs-body{display:flex;flex-direction:column;flex:1;padding:1.5rem;gap:.5rem}
      .afs-body a{display:inline-flex;align-items:center;color:#1a3478;text-decoration:none}
      .afs-body p{color:#3f3f46}
      .afs-org{min-height:100vh}
      .afs-org-bar{max-width:64rem;padding-top:1rem;padding-bottom:1rem}
      .afs-org-head{display:flex;align-items:center;gap:1rem}
      .afs-org-logo{max-height:4rem}
      .afs-org-banner{display:block;width:100%;max-height:15rem;object-fit:cover}
      .afs-org-content{max-width:64rem;padding-top:2rem;padding-bottom:2rem}
    </style>`;

/** A stored colour as CSS only when it is a hex colour (the schema's rule; older data may differ). */
const cssColor = (value: string, fallback: string) =>
  /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback;

/** The cards a first screen draws: those a phone's first screen shows, and a few more. */
const FIRST_CARDS = 6;

/** A date range in Spanish in the event's zone, as the app's first render writes it. */
const eventWhen = (event: AforoEvent) =>
  formatDateTimeRange(event.datetime_from, event.datetime_to, {
    locale: 'es',
    zone: event.time_zone,
    // The visitor's zone is not known here: the zone is named, as for a visitor elsewhere.
    readerZone: 'UTC',
  });

/** The app's header (the brand; the language and account controls come with the app) and main. */
function appFrame(main: string): string {
  return [
    `<div id="${FIRST_SCREEN_ID}">`,
    `<a class="afs-skip" href="#main">${TEXT.skipToContent}</a>`,
    `<header class="afs-header"><div class="afs-box afs-bar"><div class="afs-row">`,
    `<p class="afs-brand"><a href="/">${TEXT.appName}</a></p>`,
    `</div></div></header>`,
    `<main class="afs-main" id="main">`,
    main,
    `</main></div>`,
  ].join('');
}

/** The event card's image, as components/event-card.tsx picks it. */
const cardImage = (event: AforoEvent): string | null =>
  event.picture ?? event.styles?.event_image ?? event.styles?.banner_image ?? null;

/**
 * An event in a list (components/event-card.tsx): its image or initial, its name linking to the
 * landing, dates and place. The first cards' images load at once, as the app's do.
 */
export function eventCard(event: AforoEvent, eagerImage: boolean): string {
  const image = cardImage(event);
  const picture = image
    ? `<img src="${escapeHtml(image)}" alt="" width="640" height="360" loading="${eagerImage ? 'eager' : 'lazy'}" decoding="async" />`
    : `<div class="afs-initial" aria-hidden="true"><p>${escapeHtml(event.name.trim().charAt(0).toUpperCase())}</p></div>`;
  const venue = event.venue
    ? `<p>${FIRST_SCREEN_TEXT['event.venue']}<!-- -->: <!-- -->${escapeHtml(event.venue)}</p>`
    : '';
  const address = event.address ? `<p>${escapeHtml(event.address)}</p>` : '';
  return [
    `<article class="afs-card"><div class="afs-ratio">${picture}</div>`,
    `<div class="afs-body"><h2 class="afs-h2"><a href="/landing/${encodeURIComponent(event._id)}">`,
    `${escapeHtml(event.name)}</a></h2><p>${escapeHtml(eventWhen(event))}</p>${venue}${address}`,
    `</div></article>`,
  ].join('');
}

const cardGrid = (events: readonly AforoEvent[], extraClass: string, eager: number) =>
  `<div class="afs-grid${extraClass}">${events
    .slice(0, FIRST_CARDS)
    .map((event, index) => eventCard(event, index < eager))
    .join('')}</div>`;

/**
 * The home page's first screen: its title, the search box's place (drawn, not working: what is
 * typed before the app runs would be lost) and the first upcoming events. Past events and the
 * rest come with the app, below the first screen.
 */
export function homeFirstScreen(upcoming: readonly AforoEvent[]): string {
  const search = [
    `<div class="afs-stack afs-gap1">`,
    `<p class="afs-muted">${FIRST_SCREEN_TEXT['home.searchHint']}</p>`,
    `<div class="afs-stack afs-gap1 afs-search" aria-hidden="true">`,
    `<div class="afs-input">${FIRST_SCREEN_TEXT['search.placeholder']}</div>`,
    `<p class="afs-muted" style="min-height:1.25rem"></p></div></div>`,
  ].join('');
  return appFrame(
    [
      `<div class="afs-box afs-home"><div class="afs-stack afs-gap6">`,
      `<h1 class="afs-h1">${FIRST_SCREEN_TEXT['home.title']}</h1>`,
      search,
      upcoming.length > 0 ? cardGrid(upcoming, ' afs-grid3', 3) : '',
      `</div></div>`,
    ].join(''),
  );
}

/** One list of the organization's page (EventList there): its heading and cards. */
function organizationList(title: string, events: readonly AforoEvent[]): string {
  return [
    `<section class="afs-stack afs-gap3" aria-label="${title}">`,
    `<h2 class="afs-h2">${title}</h2>`,
    events.length === 0 ? `<p>${FIRST_SCREEN_TEXT['organizations.noEvents']}</p>` : '',
    cardGrid(events, '', 0),
    `</section>`,
  ].join('');
}

/** The organization's page: its header in its colours, banner, upcoming and past events. */
export function organizationFirstScreen(
  organization: Organization,
  events: { upcoming: readonly AforoEvent[]; past: readonly AforoEvent[] },
): string {
  const theme = landingTheme(organization.styles);
  const menuBg = cssColor(theme.menuBg, '#FFFFFF');
  const logo = theme.logo
    ? `<img src="${escapeHtml(theme.logo)}" alt="" class="afs-org-logo" />`
    : '';
  const banner = theme.banner
    ? `<img src="${escapeHtml(theme.banner)}" alt="" class="afs-org-banner" />`
    : '';
  return appFrame(
    [
      `<div class="afs-org" style="background:${cssColor(theme.pageBg, '#FFFFFF')};color:${cssColor(theme.pageText, '#1A202C')}">`,
      `<header style="background:${menuBg};color:${readableOn(menuBg)}">`,
      `<div class="afs-box afs-org-bar"><div class="afs-org-head">${logo}`,
      `<h1 class="afs-h1">${escapeHtml(organization.name)}</h1></div></div></header>`,
      banner,
      `<div class="afs-box afs-org-content"><div class="afs-stack afs-gap8">`,
      organizationList(FIRST_SCREEN_TEXT['organizations.upcoming'], events.upcoming),
      organizationList(FIRST_SCREEN_TEXT['organizations.past'], events.past),
      `</div></div></div>`,
    ].join(''),
  );
}

/** The landing's first screen for a public event, every text of the event escaped. */
export function firstScreen(event: AforoEvent): string {
  const theme = landingTheme(event.styles);
  const when = eventWhen(event);
  const place = [event.venue, event.address].filter(Boolean).join(', ');
  const image = (src: string, attrs: string) => `<img src="${escapeHtml(src)}" ${attrs} />`;
  const banner = theme.banner
    ? image(theme.banner, 'alt="" class="afs-banner" fetchpriority="high"')
    : '';
  const logo = theme.logo
    ? image(
        theme.logo,
        `alt="${escapeHtml(FIRST_SCREEN_TEXT['landing.logoAlt'].replace('{name}', () => event.name))}" class="afs-logo" fetchpriority="high"`,
      )
    : '';
  // The comments split the text nodes as React's render does ({label}: {' '}{value}): Chrome
  // measures a text's paint per node, and a larger paint of the same line would be a new LCP.
  const line = (label: string, value: string) =>
    `<p><strong>${label}<!-- -->:</strong> <!-- -->${escapeHtml(value)}</p>`;
  return appFrame(
    [
      `<div class="afs-page" style="background:${cssColor(theme.pageBg, '#FFFFFF')};color:${cssColor(theme.pageText, '#1A202C')}">`,
      banner,
      `<div class="afs-box afs-content"><div class="afs-head">`,
      logo,
      `<div class="afs-lines">`,
      `<h1 class="afs-title">${escapeHtml(event.name)}</h1>`,
      line(TEXT.when, when),
      place ? line(TEXT.where, place) : '',
      `</div></div></div></div>`,
    ].join(''),
  );
}

/** A module preload index.html carries in its head (vite.config.ts writes them). */
const MODULE_PRELOAD =
  /\s*<link rel="modulepreload" crossorigin(?:="")? href="(\/assets\/[^"]+\.js)">/g;
/** The script that starts the app after the first paint (web/public/app-start.js). */
const APP_START = '<script src="/app-start.js" ';

/**
 * app.html with the first screen's style in its head and its markup in #root. Its JavaScript
 * starts downloading after that screen has painted, not before: the head's module preloads move
 * to app-start.js (data-preload), and the html element is marked (data-first-screen) so that
 * app-start.js asks for them, and for the page's chunks, after the first frame. Downloads that
 * begin with the HTML take the bandwidth of a slow phone's first paint (the logo) and lengthen it.
 */
export function withFirstScreen(html: string, markup: string): string {
  if (!html.includes('<div id="root"></div>') || !html.includes(APP_START)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(/<html lang="es">/, '<html lang="es" data-first-screen>')
    .replace(APP_START, () => `${APP_START}data-preload="${escapeHtml(preloads.join(' '))}" `)
    .replace('</head>', () => `  ${STYLE}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
