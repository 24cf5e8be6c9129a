import { CONTENT_KINDS, type EventContentKind, type StaffPermission } from '@aforo/domain';
import { Router, type Request } from 'express';
import type { DocumentData } from 'firebase-admin/firestore';
import type { AnyObjectSchema } from 'yup';
import { readableEvent, requireEvent, type EventAccess } from '../lib/access';
import { forbidden, notFoundError, unauthorized } from '../lib/http-error';
import { listQuerySchema } from '../lib/query';
import { collectionStore, type Item, type ResourceStore } from '../lib/resource-store';
import { fieldError, parseInput, parseUpdate, validId } from '../lib/validate';

export type { Item, ResourceStore } from '../lib/resource-store';

/** Who outside the event's team sees an item. */
export type Visibility =
  | { kind: 'public' }
  /** Items whose boolean field is true (isPublished, published, publish). */
  | { kind: 'flag'; field: string }
  /** The event's attendees only. */
  | { kind: 'attendees' }
  /** A per-item rule a query cannot express (document permission lists). */
  | { kind: 'filter'; test: (item: Item, access: EventAccess) => Promise<boolean> };

export interface ResourceDeclaration {
  /** Path segments under /api/events/{eventId}: the first is canonical, the rest spec aliases. */
  paths: readonly string[];
  /** For messages: 'Espacio no encontrado'. */
  label: string;
  schema: AnyObjectSchema;
  store: ResourceStore;
  /** Besides event admins, staff holding this permission write (the rules' canWrite). */
  writePermission: StaffPermission | null;
  visibility: Visibility;
  /** Validation context from the (merged) input, e.g. whether a survey is gradable. */
  contextOf?: (input: DocumentData) => Record<string, unknown>;
  /** Fields stored besides the validated ones (surveys keep eventId for realtime queries). */
  storedExtras?: (eventId: string) => DocumentData;
  /** A rule that needs stored data (a unique name); throws a 400/409 HttpError. */
  check?: (access: EventAccess, value: DocumentData, id: string | null) => Promise<void>;
  /**
   * Refuses deleting items that must stay (the fixed attendee fields) or that stored data still
   * names (an attendee role in use); throws a 400/409 HttpError.
   */
  guardRemove?: (item: Item, access: EventAccess) => void | Promise<void>;
  /**
   * The items as this reader is answered them, for data kept beside the public document (a
   * room's links, a quiz's correct answers): added for who may see it, never for anyone else.
   */
  present?: (access: EventAccess, items: Item[]) => Promise<Item[]>;
}

/** The declaration's view of the items for this reader; the stored items when it has none. */
const presented = (decl: ResourceDeclaration, access: EventAccess, items: Item[]) =>
  decl.present ? decl.present(access, items) : Promise.resolve(items);

async function isVisible(decl: ResourceDeclaration, item: Item, access: EventAccess) {
  if (access.isTeam) return true;
  const visibility = decl.visibility;
  switch (visibility.kind) {
    case 'public':
      return true;
    case 'flag':
      return item[visibility.field] === true;
    case 'attendees':
      return access.attendeeId !== null;
    case 'filter':
      return visibility.test(item, access);
  }
}

/**
 * What the domain's content-kind registry says of `kind`, as a declaration's schema, write
 * permission, visibility and store: the API declares no access of its own for content kinds.
 * `restricted` decides the items of a kind whose readers their own lists name (documents).
 */
export function contentKindDeclaration(
  kind: EventContentKind,
  restricted?: (item: Item, access: EventAccess) => Promise<boolean>,
): Pick<ResourceDeclaration, 'schema' | 'writePermission' | 'visibility' | 'store'> {
  const { schema, writePermission, readers } = CONTENT_KINDS[kind];
  return {
    schema,
    writePermission,
    visibility: visibilityOf(kind, readers, restricted),
    store: collectionStore(kind),
  };
}

function visibilityOf(
  kind: EventContentKind,
  readers: (typeof CONTENT_KINDS)[EventContentKind]['readers'],
  restricted?: (item: Item, access: EventAccess) => Promise<boolean>,
): Visibility {
  switch (readers.kind) {
    case 'public':
      return { kind: 'public' };
    case 'published':
      return { kind: 'flag', field: readers.flag };
    case 'attendees':
      return { kind: 'attendees' };
    case 'restricted':
      if (!restricted) throw new Error(`${kind}: its readers need the item's own test`);
      return { kind: 'filter', test: restricted };
  }
}

export const canWriteResource = (decl: ResourceDeclaration) => (access: EventAccess) =>
  access.isAdmin || (decl.writePermission !== null && access.can(decl.writePermission));

/** The event id of the path the router is mounted on. */
export const eventIdOf = (req: Request) => validId(req.params.eventId, 'Evento no encontrado');

/** event_id may come in a body (spec part 2: roles are created with it) but must name the path's. */
function withoutEventId(body: unknown, eventId: string): unknown {
  if (typeof body !== 'object' || body === null || !('event_id' in body)) return body;
  const { event_id: bodyEventId, ...rest } = body as DocumentData;
  if (bodyEventId !== eventId) throw fieldError('event_id', 'El evento no corresponde a la ruta');
  return rest;
}

/**
 * The five routes of one declared content kind: list and read for whoever may see it, create,
 * edit and delete for event admins and the staff permission the declaration names.
 */
export function resourceRouter(decl: ResourceDeclaration): Router {
  const router = Router({ mergeParams: true });
  const missing = () => notFoundError(`${decl.label} no encontrado`);
  const itemId = (req: Request) => validId(req.params.id, `${decl.label} no encontrado`);

  const writable = (req: Request) => requireEvent(req, eventIdOf(req), canWriteResource(decl));

  async function answerItem(access: EventAccess, id: string) {
    const item = await decl.store.get(access.eventId, id);
    if (!item) throw missing();
    const [shown] = await presented(decl, access, [item]);
    return shown ?? item;
  }

  /** Attendee-only kinds: sign in (401), then be an attendee (403). */
  function assertMayList(access: EventAccess) {
    if (decl.visibility.kind !== 'attendees' || access.isTeam || access.attendeeId !== null) return;
    throw access.user ? forbidden() : unauthorized();
  }

  router.get('/', async (req, res) => {
    const access = await readableEvent(req, eventIdOf(req));
    assertMayList(access);
    const { pageSize } = await parseInput(listQuerySchema, req.query);
    const visibility = decl.visibility;
    const flag = !access.isTeam && visibility.kind === 'flag' ? visibility.field : null;
    const items = await decl.store.list(access.eventId, { limit: pageSize, flag });
    const visible = await Promise.all(items.map((item) => isVisible(decl, item, access)));
    res.json({
      data: await presented(
        decl,
        access,
        items.filter((_, i) => visible[i]),
      ),
    });
  });

  router.get('/:id', async (req, res) => {
    const access = await readableEvent(req, eventIdOf(req));
    assertMayList(access);
    const item = await decl.store.get(access.eventId, itemId(req));
    if (!item || !(await isVisible(decl, item, access))) throw missing();
    const [shown] = await presented(decl, access, [item]);
    res.json(shown ?? item);
  });

  router.post('/', async (req, res) => {
    const access = await writable(req);
    const body = withoutEventId(req.body, access.eventId);
    const context = decl.contextOf?.(typeof body === 'object' && body ? body : {});
    const value = await parseInput(decl.schema, body, context);
    await decl.check?.(access, value, null);
    const id = await decl.store.create(access.eventId, {
      ...value,
      ...decl.storedExtras?.(access.eventId),
      event_id: access.eventId,
    });
    res.status(201).json(await answerItem(access, id));
  });

  router.put('/:id', async (req, res) => {
    const access = await writable(req);
    const id = itemId(req);
    const body = withoutEventId(req.body, access.eventId);
    const found = await decl.store.update(access.eventId, id, async (stored) => {
      const merged = { ...stored, ...(typeof body === 'object' && body ? body : {}) };
      const value = await parseUpdate(decl.schema, stored, body, decl.contextOf?.(merged));
      await decl.check?.(access, value, id);
      return value;
    });
    if (!found) throw missing();
    res.json(await answerItem(access, id));
  });

  router.delete('/:id', async (req, res) => {
    const access = await writable(req);
    const id = itemId(req);
    if (decl.guardRemove) await decl.guardRemove(await answerItem(access, id), access);
    if (!(await decl.store.remove(access.eventId, id))) throw missing();
    res.json({ message: 'OK', _id: id });
  });

  return router;
}

/** Mounts every declaration under each of its paths; the router goes under /api/events/:eventId. */
export function resourcesRouter(declarations: readonly ResourceDeclaration[]): Router {
  const router = Router({ mergeParams: true });
  for (const decl of declarations) {
    const routes = resourceRouter(decl);
    for (const path of decl.paths) router.use(`/${path}`, routes);
  }
  return router;
}
