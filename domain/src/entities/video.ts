import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, MESSAGES, text, url } from './common.js';

/*
 * The landing's video gallery (the menu's "videos" section; the spec names only the section):
 * links to YouTube or Vimeo that the organizer enters, each with a title, shown as embedded
 * players. The players are the providers' privacy-friendly ones (youtube-nocookie, Vimeo with
 * dnt=1), so watching the landing sets no tracking cookie until a video plays.
 */

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoLink {
  provider: VideoProvider;
  /** The provider's id of the video. */
  id: string;
  /** The address of the embedded player. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_HOSTS = ['youtube.com', 'youtube-nocookie.com'];

/** An http(s) address cut into host, path segments and query (domain runs without DOM types). */
const ADDRESS = /^https?:\/\/([a-z0-9.-]+)(?::\d{1,5})?(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;

function paramOf(query: string, name: string): string | null {
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === name) return value;
  }
  return null;
}

function youtube(id: string | null | undefined): VideoLink | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
}

function vimeo(id: string | undefined, hash: string | null | undefined): VideoLink | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  const unlisted = hash && VIMEO_HASH.test(hash) ? `&h=${hash}` : '';
  return {
    provider: 'vimeo',
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1${unlisted}`,
  };
}

/**
 * A YouTube or Vimeo link as its embedded player, or null for anything else: watch, short,
 * live, embed and youtu.be addresses; vimeo.com/{id}, its channel, group and unlisted
 * (/{id}/{hash}) forms and player.vimeo.com/video/{id}.
 */
export function parseVideoLink(raw: string): VideoLink | null {
  const match = ADDRESS.exec(raw.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  const parts = (match[2] ?? '').split('/').filter(Boolean);
  const query = match[3] ?? '';
  if (host === 'youtu.be') return youtube(parts[0]);
  if (YOUTUBE_HOSTS.includes(host)) {
    if (parts[0] === 'watch') return youtube(paramOf(query, 'v'));
    if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) return youtube(parts[1]);
    return null;
  }
  if (host === 'player.vimeo.com') {
    return parts[0] === 'video' ? vimeo(parts[1], paramOf(query, 'h')) : null;
  }
  if (host === 'vimeo.com') {
    const numeric = parts.findIndex((part) => VIMEO_ID.test(part));
    if (numeric < 0) return null;
    return vimeo(parts[numeric], parts[numeric + 1] ?? paramOf(query, 'h'));
  }
  return null;
}

export const VIDEO_LINK_MESSAGE = 'Pegue un enlace de YouTube o Vimeo';

export const videoSchema = yup.object({
  title: text(200).required(MESSAGES.titleRequired),
  url: url(VIDEO_LINK_MESSAGE)
    .required(MESSAGES.required)
    .test('video-link', VIDEO_LINK_MESSAGE, (v) => v == null || parseVideoLink(v) !== null),
  order: yup
    .number()
    .typeError('Debe ser un número')
    .integer('Debe ser un número entero')
    .min(0)
    .max(LIMITS.list * 20)
    .default(0),
});
export type VideoInput = yup.InferType<typeof videoSchema>;
export type Video = VideoInput & Partial<Timestamps> & { _id: string; event_id: string };

/** The gallery's order: the organizer's number, then the title. */
export function byVideoOrder(a: Pick<Video, 'order' | 'title'>, b: Pick<Video, 'order' | 'title'>) {
  return a.order - b.order || a.title.localeCompare(b.title);
}
