/**
 * The production build served as Firebase Hosting serves it, for the Lighthouse figures: the
 * hosting emulator sends every file uncompressed, Hosting compresses (Brotli when the browser
 * offers it, else gzip). This server reads firebase.json and does what Hosting does with it:
 * static files from the build with its headers (CSP, the long cache of /assets), its rewrites to
 * the `api` function proxied to the Functions emulator, the rest answered with app.html; every
 * text answer compressed (Brotli quality 11 for files, as Hosting's CDN caches them compressed;
 * quality 5 for the function's answers, compressed on the fly). HTTP/1.1, like the emulator.
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { webDistDir } from '../scripts/ports.mjs';
import { FUNCTIONS_BASE } from '../tests/support/emulators';
import { ROOT } from './config';

interface HostingConfig {
  rewrites: { source: string; function?: { functionId: string }; destination?: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Hosting's glob: '**' any path, '*' one segment. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

function compress(body: Buffer, accept: string, quality: number) {
  if (/\bbr\b/.test(accept)) {
    return {
      encoding: 'br',
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    };
  }
  if (/\bgzip\b/.test(accept)) return { encoding: 'gzip', body: gzipSync(body, { level: 9 }) };
  return { encoding: null, body };
}

/** Starts the server on a free port; resolves to its origin and a close function. */
export async function startCompressedServer(): Promise<{
  origin: string;
  close: () => Promise<void>;
}> {
  const firebase = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: HostingConfig;
  };
  const dist = join(ROOT, 'web', webDistDir());
  const rewrites = firebase.hosting.rewrites.map((r) => ({ ...r, re: globToRegExp(r.source) }));
  const headerRules = firebase.hosting.headers.map((h) => ({ ...h, re: globToRegExp(h.source) }));
  const cache = new Map<string, { encoding: string | null; body: Buffer }>();

  const headersFor = (path: string) => {
    const out: Record<string, string> = {};
    for (const rule of headerRules) {
      if (rule.re.test(path)) for (const h of rule.headers) out[h.key] = h.value;
    }
    return out;
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, path: string, file: string) => {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const accept = String(req.headers['accept-encoding'] ?? '');
    const key = `${file}|${/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : ''}`;
    let encoded = cache.get(key);
    if (!encoded) {
      const raw = readFileSync(file);
      encoded = COMPRESSIBLE.test(type) ? compress(raw, accept, 11) : { encoding: null, body: raw };
      cache.set(key, encoded);
    }
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'max-age=3600',
      Vary: 'Accept-Encoding',
      ...(encoded.encoding ? { 'Content-Encoding': encoded.encoding } : {}),
      ...headersFor(path),
    });
    res.end(req.method === 'HEAD' ? undefined : encoded.body);
  };

  const proxy = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'accept-encoding'].includes(key)) {
        headers[key] = value;
      }
    }
    const answer = await fetch(`${FUNCTIONS_BASE}/api${path}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    const raw = Buffer.from(await answer.arrayBuffer());
    const type = answer.headers.get('content-type') ?? '';
    const encoded = COMPRESSIBLE.test(type)
      ? compress(raw, String(req.headers['accept-encoding'] ?? ''), 5)
      : { encoding: null, body: raw };
    const out: Record<string, string> = {};
    answer.headers.forEach((value, key) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key))
        out[key] = value;
    });
    res.writeHead(answer.status, {
      ...out,
      ...(encoded.encoding
        ? { 'Content-Encoding': encoded.encoding, Vary: 'Accept-Encoding' }
        : {}),
      ...headersFor(path),
    });
    res.end(encoded.body);
  };

  // Hosting's CDN holds its files compressed already: compressing one on its first request (a
  // second for the entry at quality 11) made the page's observed timeline, which Lighthouse's
  // simulation starts from, a compression benchmark.
  const precompress = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        precompress(file);
        continue;
      }
      const type = TYPES[extname(file)] ?? '';
      if (!COMPRESSIBLE.test(type) || file.endsWith('.map')) continue;
      cache.set(`${file}|br`, compress(readFileSync(file), 'br', 11));
    }
  };
  precompress(dist);

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    const file = normalize(join(dist, path));
    const handle = async () => {
      // Hosting: an existing file first, then the rewrites in order.
      if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
        sendFile(req, res, path, file);
        return;
      }
      const rewrite = rewrites.find((r) => r.re.test(path));
      if (rewrite?.function) {
        await proxy(req, res, `${url.pathname}${url.search}`);
        return;
      }
      sendFile(req, res, path, join(dist, rewrite?.destination ?? '/app.html'));
    };
    handle().catch((error: unknown) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
