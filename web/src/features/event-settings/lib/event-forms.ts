import {
  AGENDA_STYLE_FLAGS,
  DEFAULT_EVENT_TIME_ZONE,
  eventSchema,
  STYLE_COLOR_KEYS,
  STYLE_IMAGE_KEYS,
  STYLE_IMAGE_SIZES,
  stylesSchema,
  url,
  withDefaultStyles,
  type AforoEvent,
  type Organization,
  type StyleImageKey,
  type Styles,
  type StylesInput,
} from '@aforo/domain';
import * as yup from 'yup';
import type { MessageKey } from '../../../i18n/es';
import { apiFetch } from '../../../lib/api-client';
import {
  defineDocumentForm,
  type FieldOption,
  type OptionsSource,
  type ResourceField,
  type ResourceScope,
  type UploadRule,
} from '../../../lib/resources/resource';
import type { EventAccess } from '../../../lib/event/event-access';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session-provider';
import { withEmailBanners, withMailSizedBanners, type MailBannerTarget } from './email-banners';

const eventPath = ({ eventId }: ResourceScope) => `/api/events/${encodeURIComponent(eventId)}`;
const loadEvent = (scope: ResourceScope) => apiFetch<AforoEvent>(eventPath(scope));
const putEvent = (scope: ResourceScope, body: object) =>
  apiFetch<AforoEvent>(eventPath(scope), { method: 'PUT', body: JSON.stringify(body) });

/** Where an event's images go (storage.rules: events/{eventId}/images/...). */
const imageUpload: UploadRule = {
  folder: ({ eventId }: ResourceScope) => `events/${eventId}/images`,
};

/** The event's e-mail images: beside its other images, made by its admins. */
const eventMailBanners = (scope: ResourceScope): MailBannerTarget => ({
  folder: imageUpload.folder(scope),
  query: `event_id=${encodeURIComponent(scope.eventId)}`,
});

/** Every zone the browser knows, the default first; the select shows a stored one it lacks. */
export function timeZoneOptions(): FieldOption[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((z) => z !== DEFAULT_EVENT_TIME_ZONE);
  return [DEFAULT_EVENT_TIME_ZONE, ...zones].map((zone) => ({
    value: zone,
    label: { text: zone },
  }));
}

/** The organizations the user administers (GET /api/me/organizations), to place an event under. */
export const myAdminOrganizations: OptionsSource = {
  useOptions: () => {
    const uid = useSession().user?.uid ?? '';
    const state = useApiRead<{ data: (Organization & { _id: string; role: string })[] }>(
      queryKeys.user.organizations(uid),
      '/api/me/organizations?pageSize=50',
    );
    if (state.status !== 'success') return state;
    return {
      status: 'success',
      data: state.data.data
        .filter((org) => org.role === 'admin')
        .map((org) => ({ value: org._id, label: { text: org.name } })),
    };
  },
};

const PLATFORMS = ['vimeo', 'youtube', 'zoom', 'other'] as const;

/** The event's main data (the "main" section) as its form edits it. */
export const mainSchema = eventSchema
  .pick([
    'name',
    'datetime_from',
    'datetime_to',
    'time_zone',
    'venue',
    'address',
    'event_platform',
    'vimeo_id',
    'description',
    'picture',
    'visibility',
    'show_inscription',
    'short_path',
  ])
  .shape({
    // '' is the select's "none": the event stands alone.
    organizer_id: yup.string().nullable().default(null),
    banner_image: url().nullable().default(null),
  });
export type MainValues = yup.InferType<typeof mainSchema>;

export function mainValues(event: AforoEvent): MainValues {
  return {
    name: event.name,
    datetime_from: event.datetime_from,
    datetime_to: event.datetime_to,
    time_zone: event.time_zone ?? DEFAULT_EVENT_TIME_ZONE,
    venue: event.venue,
    address: event.address,
    event_platform: event.event_platform ?? null,
    vimeo_id: event.vimeo_id ?? null,
    description: event.description,
    picture: event.picture,
    visibility: event.visibility,
    show_inscription: event.show_inscription,
    short_path: event.short_path ?? null,
    organizer_id: event.organizer_id,
    banner_image: event.styles.banner_image ?? null,
  };
}

/**
 * The PUT body for the main form: the banner lives in the styles, which the API replaces whole,
 * so it is laid over the stored ones (derived e-mail banner included).
 */
export function mainBody(values: MainValues, stored: AforoEvent) {
  const { banner_image, organizer_id, event_platform, vimeo_id, short_path, ...rest } = values;
  return {
    ...rest,
    short_path: short_path || null,
    organizer_id: organizer_id || null,
    event_platform: event_platform || null,
    vimeo_id: vimeo_id || null,
    styles: withEmailBanners({ ...stored.styles, banner_image }),
  };
}

export const mainForm = defineDocumentForm<AforoEvent, MainValues>({
  name: 'event-main',
  title: 'section.main',
  description: 'eventSettings.main.intro',
  schema: mainSchema,
  fields: [
    { name: 'name', label: 'eventSettings.name' },
    {
      name: 'time_zone',
      label: 'eventSettings.timeZone',
      kind: 'select',
      options: timeZoneOptions(),
    },
    { name: 'datetime_from', label: 'eventSettings.from', kind: 'dateTime' },
    { name: 'datetime_to', label: 'eventSettings.to', kind: 'dateTime' },
    { name: 'venue', label: 'eventSettings.venue' },
    { name: 'address', label: 'eventSettings.address' },
    {
      name: 'event_platform',
      label: 'eventSettings.platform',
      kind: 'select',
      options: PLATFORMS.map((p) => ({ value: p, label: `eventSettings.platform.${p}` as const })),
    },
    { name: 'vimeo_id', label: 'eventSettings.streamId' },
    { name: 'description', label: 'eventSettings.description', kind: 'richText' },
    {
      name: 'banner_image',
      label: 'eventSettings.banner',
      kind: 'image',
      help: 'eventSettings.size.banner_image',
      upload: imageUpload,
    },
    {
      name: 'picture',
      label: 'eventSettings.picture',
      kind: 'image',
      help: 'eventSettings.pictureHelp',
      upload: imageUpload,
    },
    {
      name: 'visibility',
      label: 'eventSettings.visibility',
      kind: 'select',
      options: [
        { value: 'PUBLIC', label: 'eventSettings.visibility.public' },
        { value: 'PRIVATE', label: 'eventSettings.visibility.private' },
      ],
    },
    { name: 'show_inscription', label: 'eventSettings.registrationOpen', kind: 'boolean' },
    { name: 'short_path', label: 'eventSettings.shortPath', help: 'eventSettings.shortPathHelp' },
    {
      name: 'organizer_id',
      label: 'eventSettings.organization',
      kind: 'select',
      options: myAdminOrganizations,
    },
  ],
  load: loadEvent,
  toValues: mainValues,
  save: async (scope, values) => {
    const body = mainBody(values, await loadEvent(scope));
    await putEvent(scope, {
      ...body,
      styles: await withMailSizedBanners(body.styles, eventMailBanners(scope)),
    });
  },
  canWrite: (access) => access.isEventAdmin,
  timeZone: (values) => values.time_zone,
});

const sizeHelp = (key: StyleImageKey): MessageKey | undefined =>
  STYLE_IMAGE_SIZES[key] ? (`eventSettings.size.${key}` as MessageKey) : undefined;

/** The appearance fields in the spec's order (part 3 §3.11): colours, images, switches, loader. */
function styleFields(upload: UploadRule): ResourceField<StylesInput>[] {
  return [
    ...STYLE_COLOR_KEYS.map((key): ResourceField<StylesInput> => ({
      name: key,
      label: `eventSettings.color.${key}`,
      kind: 'color',
    })),
    ...STYLE_IMAGE_KEYS.map((key): ResourceField<StylesInput> => {
      const help = sizeHelp(key);
      return {
        name: key,
        label: `eventSettings.image.${key}`,
        kind: 'image',
        upload,
        ...(help ? { help } : {}),
      };
    }),
    { name: 'show_title', label: 'eventSettings.showTitle', kind: 'boolean' },
    { name: 'show_card_banner', label: 'eventSettings.showCardBanner', kind: 'boolean' },
    { name: 'show_video_widget', label: 'eventSettings.showVideoWidget', kind: 'boolean' },
    // How the landing's agenda shows its activities (part 3 §3.11).
    ...AGENDA_STYLE_FLAGS.map((key): ResourceField<StylesInput> => ({
      name: key,
      label: `eventSettings.${key}`,
      kind: 'boolean',
    })),
    {
      name: 'loader_page',
      label: 'eventSettings.loaderPage',
      kind: 'select',
      options: [
        { value: 'no', label: 'eventSettings.loaderPage.no' },
        { value: 'text', label: 'eventSettings.loaderPage.text' },
        { value: 'code', label: 'eventSettings.loaderPage.code' },
      ],
    },
    { name: 'data_loader_page', label: 'eventSettings.dataLoaderPage', kind: 'textarea' },
  ];
}

/**
 * Whose appearance the styles screen edits (part 3 §2.9: "It works on an organization when one
 * is given, otherwise on the event"): how the document is read and its styles written, where its
 * images go, and who may save.
 */
export interface StylesTarget {
  /** The screen's title and the text under it (the event's by default). */
  title?: MessageKey;
  description?: MessageKey;
  /** The form's name (test ids). */
  name: string;
  load: (scope: ResourceScope) => Promise<{ styles: Partial<Styles> }>;
  save: (scope: ResourceScope, body: { styles: StylesInput }) => Promise<unknown>;
  upload: UploadRule;
  /** Where its e-mail images go (made on save from the banner and footer). */
  mailBanners: (scope: ResourceScope) => MailBannerTarget;
  canWrite: (access: EventAccess) => boolean;
}

/** The event's appearance (the "styles" section): PUT /api/events/{id} with {styles}. */
export const EVENT_STYLES: StylesTarget = {
  name: 'event-styles',
  load: loadEvent,
  save: putEvent,
  upload: imageUpload,
  mailBanners: eventMailBanners,
  canWrite: (access) => access.isEventAdmin,
};

/**
 * The styles screen (spec part 3 §2.9) on a target, the event's by default: saved whole with the
 * e-mail banners derived. `preview`, when given, is placed first: a live preview that reads the
 * form's values.
 */
export function stylesForm(
  preview: ResourceField<StylesInput> | null,
  target: StylesTarget = EVENT_STYLES,
) {
  return defineDocumentForm<{ styles: Partial<Styles> }, StylesInput>({
    name: target.name,
    title: target.title ?? 'eventSettings.styles.title',
    description: target.description ?? 'eventSettings.styles.intro',
    schema: stylesSchema,
    fields: [...(preview ? [preview] : []), ...styleFields(target.upload)],
    load: target.load,
    toValues: (document) => withDefaultStyles(document.styles),
    save: async (scope, values) => {
      await target.save(scope, {
        styles: await withMailSizedBanners(values, target.mailBanners(scope)),
      });
    },
    // Part 3 §8 "Style save": "Error al guardar" (the reason shows under the fields too).
    failedMessage: 'eventSettings.styles.saveFailed',
    canWrite: target.canWrite,
  });
}
