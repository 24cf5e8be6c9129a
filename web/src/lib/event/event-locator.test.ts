import { slugFromEventName } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { locateEvent } from './event-locator';

describe('locateEvent', () => {
  it('resolves /landing/{event_id} and /eventadmin/{event} by id', () => {
    expect(locateEvent({ eventId: 'evt-feria-aforo-2027' })).toEqual({
      by: 'id',
      id: 'evt-feria-aforo-2027',
    });
    expect(locateEvent({ event: 'evt-1' })).toEqual({ by: 'id', id: 'evt-1' });
  });

  it('refuses an id that could not be a document id', () => {
    expect(locateEvent({ eventId: '../events' })).toBeNull();
    expect(locateEvent({ event: 'a/b' })).toBeNull();
    expect(locateEvent({})).toBeNull();
  });

  it('turns dashes of /event/{event_name} into spaces', () => {
    expect(locateEvent({ eventName: 'Feria-Aforo-2027' })).toEqual({
      by: 'name',
      name: 'Feria Aforo 2027',
    });
  });

  it('reads a triple dash as a literal dash', () => {
    expect(locateEvent({ eventName: 'Co---Working-Day' })).toEqual({
      by: 'name',
      name: 'Co-Working Day',
    });
    expect(locateEvent({ eventName: 'Tech-----Summit' })).toEqual({
      by: 'name',
      name: 'Tech - Summit',
    });
  });

  it('finds back the names the admin links build', () => {
    for (const name of ['Feria Aforo 2027', 'Co-Working Day', 'Tech - Summit 2026']) {
      expect(locateEvent({ eventName: slugFromEventName(name) })).toEqual({ by: 'name', name });
    }
  });

  it('refuses an empty name', () => {
    expect(locateEvent({ eventName: '-' })).toBeNull();
  });
});
