import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ports, webDistDir } from '../scripts/ports.mjs';

const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-aforo';
const p = ports();
// The diagnostics page (/queryTesting) shows which build is running.
const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };
const functionsUrl = `http://127.0.0.1:${p.functions}/${projectId}/us-central1/api`;

/**
 * reactfire (the social chunks' live reads) is one file that imports every Firebase
 * SDK it wraps. The app uses only its Firestore hooks, but the Realtime Database, Functions,
 * Remote Config and Storage SDKs it names would enter the build for their side effects, and the
 * @firebase/util and @firebase/app code they share with Auth would grow the landing's first JS.
 * For reactfire alone those four resolve to a stub whose functions say they are not bundled.
 */
const REACTFIRE_UNUSED_SDKS: Record<string, string[]> = {
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
};
const UNUSED_SDK_PREFIX = '\0aforo-reactfire-unused:';

function reactfireFirestoreOnly(): Plugin {
  return {
    name: 'aforo-reactfire-firestore-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/node_modules/reactfire/')) return null;
      return source in REACTFIRE_UNUSED_SDKS ? `${UNUSED_SDK_PREFIX}${source}` : null;
    },
    load(id) {
      if (!id.startsWith(UNUSED_SDK_PREFIX)) return null;
      const sdk = id.slice(UNUSED_SDK_PREFIX.length);
      const fail = `() => { throw new Error('${sdk} is not bundled with reactfire in Aforo'); }`;
      return (REACTFIRE_UNUSED_SDKS[sdk] ?? [])
        .map((n) => `export const ${n} = ${fail};`)
        .join('\n');
    },
  };
}

/**
 * On a /landing/ or /event/ address, the landing page's chunks start downloading with the entry instead of
 * after it has run and the router has matched (the title on a slow phone). The list is
 * the landing page chunk and the chunks it imports statically, minus what the entry loads anyway.
 * On every address, the entry's static imports are preloaded from the HTML as well (see below).
 */
/**
 * The entry is preloaded and started by /app-start.js (web/public) after the first paint instead
 * of by a module script: a page whose HTML already shows its first screen (a landing, through
 * the share-preview function) paints it before the entry's evaluation (a long task) holds the
 * main thread, also when the entry has arrived first.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'aforo-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        const match = entry.exec(html);
        if (!match)
          throw new Error('aforo-start-after-first-paint: the entry script was not found');
        const src = match[1] ?? '';
        return html.replace(
          entry,
          () =>
            `<link rel="modulepreload" crossorigin href="${src}">\n` +
            `    <script src="/app-start.js" data-entry="${src}" defer></script>`,
        );
      },
    },
  };
}

function preloadLandingChunks(): Plugin {
  return {
    name: 'aforo-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const imports = (file: string) => {
          const item = bundle[file];
          return item?.type === 'chunk' ? item.imports : [];
        };
        const closure = (start: string) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            imports(file).forEach(visit);
          };
          visit(start);
          return seen;
        };
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const landing = chunks.find((c) =>
          c.facadeModuleId?.endsWith('/features/landing/routes/landing-page.tsx'),
        );
        const entry = chunks.find((c) => c.isEntry);
        if (!landing || !entry)
          throw new Error('aforo-preload-landing: landing or entry chunk not found');
        const authChunk = chunks.find((c) =>
          c.facadeModuleId?.endsWith('/lib/session/auth-module.ts'),
        );
        if (!authChunk) throw new Error('aforo-preload-landing: the auth chunk was not found');
        const loaded = closure(entry.fileName);
        const hrefsOf = (start: string) =>
          JSON.stringify(
            [...closure(start)].filter((file) => !loaded.has(file)).map((file) => `/${file}`),
          );
        const hrefs = hrefsOf(landing.fileName);
        // Firebase Auth is loaded by the session provider once the entry runs. A landing wants
        // its bandwidth and main thread for the title first; every other address (a door
        // restoring its session) gets it preloaded with the entry.
        const authHrefs = hrefsOf(authChunk.fileName);
        // The home page and an organization's page, the other public pages a first visit opens:
        // their chunks with the entry, not two or three round trips after it has run.
        const pageHrefs = (suffix: string) => {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
          if (!page) throw new Error(`aforo-preload-landing: ${suffix} was not found`);
          return hrefsOf(page.fileName);
        };
        const homeHrefs = pageHrefs('/features/events/routes/home-page.tsx');
        const organizationHrefs = pageHrefs(
          '/features/organizations/routes/organization-events-page.tsx',
        );
        // The entry's own static imports, on every route: without these links the browser
        // found them only once the entry (140 KB gzip) had arrived and been parsed, and theirs
        // (Firebase Auth under the session provider) a round trip later again: three waves of
        // requests at 150 ms RTT on a phone before the first render could start.
        const entryImports = [...loaded].filter((file) => file !== entry.fileName);
        return [
          ...entryImports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          // Data, not code: the Content-Security-Policy (firebase.json) runs no inline script,
          // and these lists change with every build. /app-start.js (web/public) reads them.
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'aforo-route-preload' },
            injectTo: 'head',
            children: `{"landing":${hrefs},"other":${authHrefs},"home":${homeHrefs},"organization":${organizationHrefs}}`,
          },
        ];
      },
    },
  };
}

/**
 * The built page is app.html, not index.html: Firebase Hosting serves a root index.html for /
 * before any rewrite, and / (the home page) goes to the share-preview function, which draws its
 * first screen into this page (functions/src/routes/share-pages.ts). Every other address is
 * rewritten to /app.html (firebase.json). The dev server keeps index.html.
 */
export const APP_HTML = 'app.html';
function builtPageAsAppHtml(): Plugin {
  return {
    name: 'aforo-app-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page) throw new Error('aforo-app-html: the built index.html was not found');
      page.fileName = APP_HTML;
    },
  };
}

export default defineConfig({
  plugins: [
    reactfireFirestoreOnly(),
    react(),
    preloadLandingChunks(),
    startAfterFirstPaint(),
    builtPageAsAppHtml(),
    // The app shell (ARCHITECTURE.md §5): once the door has been opened, the staff screens
    // reload with no network. Workbox precaches every file of this build (the manifest lists
    // them with their revisions) and answers navigations with the precached app.html. A new
    // build waits until staff press Reload (registerType 'prompt': features/checkin/lib/
    // offline-shell.ts shows the prompt), so a door never switches bundles mid-check-in, nor
    // runs an old one without being told. The app registers the worker itself, and only in
    // production builds: the dev server is not offline-capable.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
        // The main chunk is about 1 MB; the default 2 MiB limit leaves little headroom.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: APP_HTML,
        // The API, the auth handler paths the hosting rewrites to the function and Firebase's
        // reserved /__/ paths are never the app: offline they must fail, not show a page.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/__\//],
        cleanupOutdatedCaches: true,
        // The first visit's page is controlled at once, so it can be reloaded offline.
        clientsClaim: true,
      },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: p.web,
    strictPort: true,
    // The same paths the hosting rewrite sends to the `api` function.
    proxy: {
      '/api': { target: functionsUrl, changeOrigin: true },
      '/auth': { target: functionsUrl, changeOrigin: true },
    },
  },
  // The browser reaches the emulators directly: bake their (possibly shifted) ports in.
  define: {
    'import.meta.env.VITE_AUTH_EMULATOR_PORT': JSON.stringify(String(p.auth)),
    'import.meta.env.VITE_FIRESTORE_EMULATOR_PORT': JSON.stringify(String(p.firestore)),
    'import.meta.env.VITE_STORAGE_EMULATOR_PORT': JSON.stringify(String(p.storage)),
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? version),
  },
  build: {
    outDir: webDistDir(),
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // No dependency lists beside each lazy import: with ~200 chunks every list named dozens of
    // files the page already had, and those lists alone were 1-2 KB gzip in each chunk on the
    // landing's first load (its 250 KB budget). The landing route preloads its own chunks from
    // index.html (preloadLandingChunks); other lazy chunks fetch their imports when parsed.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically (rolldown's '$initial' tag) in one chunk:
          // every page loads all of them anyway, and split by their sharing with lazy chunks
          // they made ~25 small files (many under 1 KB). Each request costs a round trip, six at
          // a time over the hosting's HTTP/1.1: 150 ms each on a phone, before the title shows.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
