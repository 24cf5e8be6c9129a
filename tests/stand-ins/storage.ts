import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { storageAllows, type StorageOperation, type StorageUpload } from '@aforo/domain';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ports } from '../../scripts/ports.mjs';
import { LoopbackServer, sendJson } from './http';

/**
 * A loopback stand-in of the Cloud Storage for Firebase REST protocol, for machines where the
 * Storage emulator cannot start (ENVIRONMENT.md: its rules runtime cannot be downloaded). It
 * listens where the web app and the Firebase JS SDK expect the emulator (firebase.json's storage
 * port, shifted by AFORO_PORT_OFFSET) and speaks the requests the SDK sends there: multipart and
 * resumable uploads (`POST /v0/b/{bucket}/o?name=…`), metadata (`GET /v0/b/{bucket}/o/{path}`),
 * downloads (`?alt=media`, with the caller's ID token or the object's download token) and delete.
 *
 * Permissions are not its own: every request is decided by storageAllows (domain/), the mirror
 * of storage.rules, over the Firestore emulator's role documents read with the admin SDK; the
 * caller's ID token is verified by the Auth emulator. Objects live in memory, as the emulator's
 * do without --export-on-exit. Not for production: production is Cloud Storage with
 * storage.rules.
 */
export interface StorageStandInOptions {
  projectId: string;
  /** host:port of the Firestore emulator. */
  firestoreHost: string;
  /** host:port of the Auth emulator. */
  authHost: string;
}

interface StoredObject {
  bucket: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  customMetadata: Record<string, string>;
  generation: string;
  timeCreated: string;
  updated: string;
  downloadTokens: string;
}

interface PendingUpload {
  bucket: string;
  name: string;
  declaredSize: number;
  contentType: string;
  customMetadata: Record<string, string>;
  uid: string | null;
  chunks: Buffer[];
  received: number;
}

/** Uploads larger than this are never buffered: the rules refuse them anyway (5 MB). */
const READ_LIMIT = 6 * 1024 * 1024;
const EXPOSED = [
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'Content-Type',
  'Content-Length',
].join(', ');

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    // Keep draining, so the client reads our answer rather than a reset connection.
    if (size > READ_LIMIT) tooLarge = true;
    else chunks.push(buffer);
  }
  if (tooLarge) throw new HttpFailure(403, 'Permission denied. The object is too large.');
  return Buffer.concat(chunks);
}

/** The two parts (JSON metadata, then the bytes) of an SDK multipart upload. */
function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) throw new HttpFailure(400, 'multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: string; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start + 2, next - 2); // drop the CRLFs around the part
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString(), body: part.subarray(split + 4) });
    at = next;
  }
  const [meta, file] = parts;
  if (!meta || !file) throw new HttpFailure(400, 'multipart upload needs metadata and data');
  const contentTypeOf = /content-type:\s*([^\r\n]+)/i.exec(file.headers)?.[1]?.trim();
  return {
    metadata: JSON.parse(meta.body.toString('utf8')) as Record<string, unknown>,
    bytes: file.body,
    partType: contentTypeOf ?? 'application/octet-stream',
  };
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

const stringMap = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      )
    : {};

export class StorageStandIn {
  private readonly server: LoopbackServer;
  private readonly objects = new Map<string, StoredObject>();
  private readonly uploads = new Map<string, PendingUpload>();
  private readonly app: App;
  private readonly db: Firestore;

  constructor(private readonly options: StorageStandInOptions) {
    this.server = new LoopbackServer((req, res, url) => this.handle(req, res, url));
    // Its own admin app, pointed at the Firestore emulator by settings, not by environment
    // variables: `npm start` runs it in a process that also starts the emulators.
    const name = `aforo-storage-stand-in-${options.firestoreHost}`;
    this.app =
      getApps().find((a) => a.name === name) ??
      initializeApp({ projectId: options.projectId }, name);
    this.db = getFirestore(this.app);
    try {
      this.db.settings({ host: options.firestoreHost, ssl: false });
    } catch {
      // Already set by an earlier instance on the same app.
    }
  }

  get origin(): string {
    return this.server.origin;
  }

  get port(): number {
    return this.server.port;
  }

  start(port = 0): Promise<void> {
    return this.server.start(port);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /**
   * Stores an object as an admin would (no rules asked): the demo's seeded files, which a
   * Firestore export cannot carry, for `npm start` (scripts/dev-stand-ins.ts).
   */
  put(object: { bucket: string; name: string; bytes: Buffer; contentType: string }): void {
    const now = new Date().toISOString();
    this.objects.set(this.key(object.bucket, object.name), {
      ...object,
      customMetadata: {},
      generation: String(Date.now() * 1000),
      timeCreated: now,
      updated: now,
      downloadTokens: randomUUID(),
    });
  }

  /** The stored objects' names and sizes (tests, and `/__standin/state` for a developer). */
  list(): { bucket: string; name: string; size: number; contentType: string }[] {
    return [...this.objects.values()].map((o) => ({
      bucket: o.bucket,
      name: o.name,
      size: o.bytes.length,
      contentType: o.contentType,
    }));
  }

  private async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    try {
      if (url.pathname === '/__standin/state') {
        sendJson(res, 200, { standIn: 'storage', objects: this.list() });
        return;
      }
      const objectPath = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
      const bucketPath = /^\/v0\/b\/([^/]+)\/o\/?$/.exec(url.pathname);
      if (objectPath) {
        const bucket = decodeURIComponent(objectPath[1] as string);
        const name = decodeURIComponent(objectPath[2] as string);
        if (req.method === 'GET') return await this.get(req, res, url, bucket, name);
        if (req.method === 'DELETE') return await this.remove(req, res, bucket, name);
      } else if (bucketPath && req.method === 'POST') {
        const bucket = decodeURIComponent(bucketPath[1] as string);
        return await this.post(req, res, url, bucket);
      }
      throw new HttpFailure(
        501,
        `${req.method} ${url.pathname} is not part of the Storage stand-in (see README, Files)`,
      );
    } catch (err) {
      const status = err instanceof HttpFailure ? err.status : 500;
      const message = err instanceof Error ? err.message : String(err);
      if (!res.headersSent) sendJson(res, status, { error: { code: status, message } });
      else res.end();
    }
  }

  /** The verified caller: the Auth emulator must know the ID token (as verifyIdToken would). */
  private async caller(req: IncomingMessage): Promise<{ uid: string } | null> {
    const header = req.headers.authorization ?? '';
    const token = /^Firebase (.+)$/.exec(header)?.[1];
    if (!token) return null;
    const claims = decodeJwtPayload(token);
    // Not shaped like a Firebase ID token: refused before asking the Auth emulator.
    if (claims?.['aud'] !== this.options.projectId || typeof claims['firebase'] !== 'object') {
      throw new HttpFailure(401, 'Invalid Firebase ID token');
    }
    const answer = await fetch(
      `http://${this.options.authHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=stand-in`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: token }),
      },
    );
    const body = (await answer.json()) as { users?: { localId: string }[] };
    const uid = body.users?.[0]?.localId;
    if (!answer.ok || !uid || uid !== claims['user_id']) {
      throw new HttpFailure(401, 'Invalid Firebase ID token');
    }
    return { uid };
  }

  private lookup = async (path: string) => {
    const snap = await this.db.doc(path).get();
    return snap.exists ? (snap.data() ?? {}) : null;
  };

  private async allow(
    path: string,
    operation: StorageOperation,
    auth: { uid: string } | null,
    resource: StorageUpload | null,
  ): Promise<void> {
    if (!(await storageAllows({ path, operation, auth, resource }, this.lookup))) {
      throw new HttpFailure(403, `Permission denied. No ${operation.toUpperCase()} permission.`);
    }
  }

  private key(bucket: string, name: string) {
    return `${bucket}/${name}`;
  }

  private resource(o: StoredObject) {
    return {
      name: o.name,
      bucket: o.bucket,
      generation: o.generation,
      metageneration: '1',
      contentType: o.contentType,
      timeCreated: o.timeCreated,
      updated: o.updated,
      storageClass: 'STANDARD',
      size: String(o.bytes.length),
      md5Hash: createHash('md5').update(o.bytes).digest('base64'),
      contentEncoding: 'identity',
      contentDisposition: 'inline',
      metadata: o.customMetadata,
      downloadTokens: o.downloadTokens,
    };
  }

  private async get(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
    name: string,
  ): Promise<void> {
    const object = this.objects.get(this.key(bucket, name));
    const token = url.searchParams.get('token');
    // A download URL's token opens the object to whoever holds the URL, as in Cloud Storage.
    const byToken =
      object !== undefined && token !== null && object.downloadTokens.split(',').includes(token);
    if (!byToken) await this.allow(name, 'read', await this.caller(req), null);
    if (!object) throw new HttpFailure(404, `Not Found. Could not get object ${name}`);
    if (url.searchParams.get('alt') === 'media') {
      res.writeHead(200, {
        'Content-Type': object.contentType,
        'Content-Length': object.bytes.length,
        'Content-Disposition': 'inline',
      });
      res.end(object.bytes);
      return;
    }
    sendJson(res, 200, this.resource(object));
  }

  private async remove(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
  ): Promise<void> {
    await this.allow(name, 'delete', await this.caller(req), null);
    if (!this.objects.delete(this.key(bucket, name))) {
      throw new HttpFailure(404, `Not Found. Could not delete object ${name}`);
    }
    res.writeHead(204);
    res.end();
  }

  /** Stores an object once storageAllows has said yes to its final size and type. */
  private async store(
    bucket: string,
    name: string,
    bytes: Buffer,
    contentType: string,
    customMetadata: Record<string, string>,
    auth: { uid: string } | null,
  ): Promise<StoredObject> {
    const existing = this.objects.get(this.key(bucket, name));
    await this.allow(name, existing ? 'update' : 'create', auth, {
      size: bytes.length,
      contentType,
    });
    const now = new Date().toISOString();
    const object: StoredObject = {
      bucket,
      name,
      bytes,
      contentType,
      customMetadata,
      generation: String(Date.now() * 1000),
      timeCreated: existing?.timeCreated ?? now,
      updated: now,
      downloadTokens: existing?.downloadTokens ?? randomUUID(),
    };
    this.objects.set(this.key(bucket, name), object);
    return object;
  }

  private async post(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
  ): Promise<void> {
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId) return this.continueUpload(req, res, uploadId);
    const name = url.searchParams.get('name');
    if (!name) throw new HttpFailure(400, 'an upload needs ?name=');
    const protocol = String(req.headers['x-goog-upload-protocol'] ?? '');
    const auth = await this.caller(req);
    if (protocol === 'multipart') {
      const body = await readBytes(req);
      const { metadata, bytes, partType } = parseMultipart(
        body,
        String(req.headers['content-type'] ?? ''),
      );
      const contentType =
        typeof metadata['contentType'] === 'string' ? metadata['contentType'] : partType;
      const object = await this.store(
        bucket,
        name,
        bytes,
        contentType,
        stringMap(metadata['metadata']),
        auth,
      );
      sendJson(res, 200, this.resource(object));
      return;
    }
    if (protocol === 'resumable' && req.headers['x-goog-upload-command'] === 'start') {
      const metadata = JSON.parse((await readBytes(req)).toString('utf8') || '{}') as Record<
        string,
        unknown
      >;
      const declaredSize = Number(req.headers['x-goog-upload-header-content-length'] ?? NaN);
      const contentType = String(
        req.headers['x-goog-upload-header-content-type'] ??
          metadata['contentType'] ??
          'application/octet-stream',
      );
      if (!Number.isFinite(declaredSize)) throw new HttpFailure(400, 'no upload length');
      // Decided at the start on the declared size and type, and again on the bytes at the end.
      const existing = this.objects.has(this.key(bucket, name));
      await this.allow(name, existing ? 'update' : 'create', auth, {
        size: declaredSize,
        contentType,
      });
      const id = randomUUID();
      this.uploads.set(id, {
        bucket,
        name,
        declaredSize,
        contentType,
        customMetadata: stringMap(metadata['metadata']),
        uid: auth?.uid ?? null,
        chunks: [],
        received: 0,
      });
      const next = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, this.origin);
      next.searchParams.set('name', name);
      next.searchParams.set('upload_id', id);
      next.searchParams.set('upload_protocol', 'resumable');
      res.writeHead(200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-URL': next.toString(),
        'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    throw new HttpFailure(400, `unknown upload protocol: ${protocol || '(none)'}`);
  }

  private async continueUpload(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
  ): Promise<void> {
    const upload = this.uploads.get(id);
    const body = await readBytes(req);
    if (!upload) throw new HttpFailure(404, 'Upload not found');
    const commands = String(req.headers['x-goog-upload-command'] ?? '')
      .split(',')
      .map((c) => c.trim());
    if (commands.includes('cancel')) {
      this.uploads.delete(id);
      res.writeHead(200, { 'X-Goog-Upload-Status': 'cancelled', 'Content-Length': 0 });
      res.end();
      return;
    }
    if (commands.includes('query')) {
      res.writeHead(200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(upload.received),
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    if (commands.includes('upload')) {
      const offset = Number(req.headers['x-goog-upload-offset'] ?? NaN);
      if (offset !== upload.received) {
        throw new HttpFailure(400, `offset ${offset} is not the ${upload.received} bytes received`);
      }
      upload.chunks.push(body);
      upload.received += body.length;
      if (upload.received > upload.declaredSize) {
        this.uploads.delete(id);
        throw new HttpFailure(400, 'more bytes than the upload declared');
      }
    }
    if (!commands.includes('finalize')) {
      res.writeHead(200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(upload.received),
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    this.uploads.delete(id);
    if (upload.received !== upload.declaredSize) {
      throw new HttpFailure(400, 'the upload ended before its declared size');
    }
    const object = await this.store(
      upload.bucket,
      upload.name,
      Buffer.concat(upload.chunks),
      upload.contentType,
      upload.customMetadata,
      upload.uid ? { uid: upload.uid } : null,
    );
    const json = JSON.stringify(this.resource(object));
    res.writeHead(200, {
      'X-Goog-Upload-Status': 'final',
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(json),
    });
    res.end(json);
  }
}

/** A stand-in wired to the emulators of a port offset (scripts/ports.mjs). */
export function storageStandInFor(offset?: number): StorageStandIn {
  const p = ports(offset);
  return new StorageStandIn({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-aforo',
    firestoreHost: `127.0.0.1:${p.firestore}`,
    authHost: `127.0.0.1:${p.auth}`,
  });
}

/** Whether a Storage stand-in already answers on `port` (`npm start` of the same offset). */
async function standInAnswers(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/__standin/state`, {
      signal: AbortSignal.timeout(2000),
    });
    return ((await answer.json()) as { standIn?: string }).standIn === 'storage';
  } catch {
    return false;
  }
}

/**
 * For the test runners' global setup: where the Storage emulator is not running (emulators:exec
 * sets FIREBASE_STORAGE_EMULATOR_HOST when it is), starts the stand-in on the emulator's port and
 * answers its stop; null when the emulator or another stand-in already serves that port.
 */
export async function storageStandInIfMissing(): Promise<(() => Promise<void>) | null> {
  if (process.env.FIREBASE_STORAGE_EMULATOR_HOST) return null;
  const port = ports().storage;
  if (await standInAnswers(port)) return null;
  const standIn = storageStandInFor();
  try {
    await standIn.start(port);
  } catch (err) {
    // Something else holds the port: a Storage emulator this run was not told about.
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.warn(`[aforo] port ${port} is taken; uploads go to whatever listens there.`);
      return null;
    }
    throw err;
  }
  return () => standIn.stop();
}
