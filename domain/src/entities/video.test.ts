import { describe, expect, it } from 'vitest';
import { byVideoOrder, parseVideoLink, videoSchema, VIDEO_LINK_MESSAGE } from './video.js';
import { errorsOf } from './test-utils.js';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('video links', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  http://youtu.be/dQw4w9WgXcQ  ',
  ])('embeds %s through youtube-nocookie', (link) => {
    expect(parseVideoLink(link)).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: YT });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://vimeo.com/76979871/abc123def4',
      'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def4',
    ],
    [
      'https://player.vimeo.com/video/76979871?h=abc123def4',
      'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def4',
    ],
  ])('embeds %s without tracking', (link, embedUrl) => {
    expect(parseVideoLink(link)).toEqual({ provider: 'vimeo', id: '76979871', embedUrl });
  });

  it.each([
    '',
    'no es un enlace',
    'https://example.com/video.mp4',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staffpicks',
    'ftp://youtu.be/dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });

  it('validates a video: a title and a YouTube or Vimeo link', async () => {
    expect(
      await errorsOf(videoSchema, { title: 'Apertura', url: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toEqual([]);
    expect(
      await errorsOf(videoSchema, { title: 'Apertura', url: 'https://example.com/a.mp4' }),
    ).toEqual([VIDEO_LINK_MESSAGE]);
    expect(await errorsOf(videoSchema, { title: '', url: 'https://vimeo.com/1' })).toEqual([
      'El título es requerido',
    ]);
  });

  it('orders the gallery by number, then title', () => {
    const rows = [
      { order: 1, title: 'B' },
      { order: 0, title: 'Z' },
      { order: 1, title: 'A' },
    ];
    expect(rows.sort(byVideoOrder).map((r) => r.title)).toEqual(['Z', 'A', 'B']);
  });
});
