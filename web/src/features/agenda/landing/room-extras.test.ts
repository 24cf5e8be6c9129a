import type { LanguageState } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { variantUrl } from './room-extras';

type Variant = LanguageState['related_meetings'][number];
const variant = (over: Partial<Variant>): Variant => ({
  language: 'Ingles',
  meeting_id: null,
  vimeo_id: null,
  bigmarker_id: null,
  state: 'open_meeting_room',
  informative_text: 'English room',
  ...over,
});

describe('variantUrl', () => {
  it('opens a Zoom variant on Zoom’s join page', () => {
    expect(variantUrl(variant({ meeting_id: '123 456' }))).toBe('https://zoom.us/j/123%20456');
  });

  it('plays a Vimeo variant in Vimeo’s player', () => {
    expect(variantUrl(variant({ vimeo_id: '76979871' }))).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('sends a BigMarker variant to its live room', () => {
    expect(variantUrl(variant({ bigmarker_id: 'a/b' }))).toBe(
      'https://www.bigmarker.com/conferences/a%2Fb/live',
    );
  });

  it('has no address for a variant without a conference id', () => {
    expect(variantUrl(variant({}))).toBeNull();
  });

  it('escapes an id so it cannot lead somewhere else', () => {
    const url = new URL(variantUrl(variant({ meeting_id: '../../evil?x=1' }))!);
    expect(url.hostname).toBe('zoom.us');
    expect(url.pathname.startsWith('/j/')).toBe(true);
  });
});
