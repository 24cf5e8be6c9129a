/**
 * The landing's first screen as plain HTML, put in #root by the share-preview function: a phone
 * paints the event's title, dates and place as soon as the HTML arrives, instead of after the
 * app's JavaScript has downloaded and run. React replaces it with its own first render (the app
 * waits for the event's answer before that render, so the landing commits at once), so the
 * markup and sizes here are those of the app's header (web/src/app/app-layout.tsx) and of the
 * landing's header (EventHeader in web/src/features/landing/components/event-landing.tsx):
 * anything that moves between the two is a layout shift. Spanish, the app's default language;
 * the app switches afterwards if the visitor chose another. No script: the CSP runs none inline.
 */
import { escapeHtml, formatDateTimeRange, landingTheme, type AforoEvent } from '@aforo/domain';

/**
 * The Spanish catalogue's texts of what the first screen shows, by message id (first-screen.test.ts
 * keeps them equal to web/src/i18n/es.ts and the landing's messages).
 */
export const FIRST_SCREEN_TEXT = {
  'app.skipToContent': 'Saltar al contenido',
  'landing.when': 'Fecha',
  'landing.where': 'Lugar',
  'landing.logoAlt': 'Logo de {name}',
} as const;
const TEXT = {
  appName: 'Aforo',
  skipToContent: FIRST_SCREEN_TEXT['app.skipToContent'],
  when: FIRST_SCREEN_TEXT['landing.when'],
  where: FIRST_SCREEN_TEXT['landing.where'],
};

/** The marker web/src/app/router.tsx looks for (it waits for the event before its first render). */
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
    </style>`;

/** A stored colour as CSS only when it is a hex colour (the schema's rule; older data may differ). */
const cssColor = (value: string, fallback: string) =>
  /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback;

/** The first screen's markup for a public event, every text of the event escaped. */
export function firstScreen(event: AforoEvent): string {
  const theme = landingTheme(event.styles);
  const when = formatDateTimeRange(event.datetime_from, event.datetime_to, {
    locale: 'es',
    zone: event.time_zone,
    // The visitor's zone is not known here: the zone is named, as for a visitor elsewhere.
    readerZone: 'UTC',
  });
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
  return [
    `<div id="${FIRST_SCREEN_ID}">`,
    `<a class="afs-skip" href="#main">${TEXT.skipToContent}</a>`,
    `<header class="afs-header"><div class="afs-box afs-bar"><div class="afs-row">`,
    `<p class="afs-brand"><a href="/">${TEXT.appName}</a></p>`,
    `</div></div></header>`,
    `<main class="afs-main" id="main">`,
    `<div class="afs-page" style="background:${cssColor(theme.pageBg, '#FFFFFF')};color:${cssColor(theme.pageText, '#1A202C')}">`,
    banner,
    `<div class="afs-box afs-content"><div class="afs-head">`,
    logo,
    `<div class="afs-lines">`,
    `<h1 class="afs-title">${escapeHtml(event.name)}</h1>`,
    line(TEXT.when, when),
    place ? line(TEXT.where, place) : '',
    `</div></div></div></div></main></div>`,
  ].join('');
}

/** A module preload index.html carries in its head (vite.config.ts writes them). */
const MODULE_PRELOAD =
  /\s*<link rel="modulepreload" crossorigin(?:="")? href="(\/assets\/[^"]+\.js)">/g;
/** The script that starts the app after the first paint (web/public/app-start.js). */
const APP_START = '<script src="/app-start.js" ';

/**
 * index.html with the first screen's style in its head and its markup in #root. Its JavaScript
 * starts downloading after that screen has painted, not before: the head's module preloads move
 * to app-start.js (data-preload), which asks for them after the first frame, and the html element
 * is marked (data-first-screen) for route-preload.js to wait as well. Downloads that begin with
 * the HTML take the bandwidth of a slow phone's first paint (the logo) and lengthen it.
 */
export function withFirstScreen(html: string, event: AforoEvent): string {
  if (!html.includes('<div id="root"></div>') || !html.includes(APP_START)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(/<html lang="es">/, '<html lang="es" data-first-screen>')
    .replace(APP_START, () => `${APP_START}data-preload="${escapeHtml(preloads.join(' '))}" `)
    .replace('</head>', () => `  ${STYLE}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${firstScreen(event)}</div>`);
}
