import { DEFAULT_EVENT_TIME_ZONE, MAX_UPLOAD_BYTES } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import {
  dateTimeToInput,
  eventTimeZone,
  inputToDateTime,
  moveItem,
  sizeText,
  timeZoneText,
  uploadRefusal,
} from './field-values';

const folder = () => 'events/e1/images';

describe('date-time values', () => {
  it("shows the domain's wall-clock text as it is, whatever the zone", () => {
    expect(dateTimeToInput('2027-03-01 18:30', 'text', 'America/Bogota')).toBe('2027-03-01T18:30');
    expect(dateTimeToInput('2027-03-01 18:30:00', 'text', 'Asia/Tokyo')).toBe('2027-03-01T18:30');
    expect(inputToDateTime('2027-03-01T18:30', 'text', 'Asia/Tokyo')).toBe('2027-03-01 18:30');
  });

  it("moves a stored instant into the event's zone and back", () => {
    // 23:30 UTC is 18:30 in Bogotá (UTC-5, no daylight saving).
    expect(dateTimeToInput('2027-03-01T23:30:00Z', 'iso', 'America/Bogota')).toBe(
      '2027-03-01T18:30',
    );
    expect(inputToDateTime('2027-03-01T18:30', 'iso', 'America/Bogota')).toBe(
      '2027-03-01T18:30:00-05:00',
    );
    // Madrid changes offset between winter and summer: the stored instant follows.
    expect(inputToDateTime('2027-07-01T18:30', 'iso', 'Europe/Madrid')).toBe(
      '2027-07-01T18:30:00+02:00',
    );
  });

  it('keeps empty and unreadable values empty (the schema says what is missing)', () => {
    expect(dateTimeToInput('', 'text', 'UTC')).toBe('');
    expect(dateTimeToInput('mañana', 'text', 'UTC')).toBe('');
    expect(dateTimeToInput(null, 'iso', 'UTC')).toBe('');
    expect(inputToDateTime('', 'text', 'UTC')).toBe('');
  });

  it("names the zone with its offset and falls back to the deployment's zone", () => {
    expect(timeZoneText('America/Bogota', new Date('2027-01-01T00:00:00Z'))).toBe(
      'America/Bogota (UTC-5)',
    );
    expect(eventTimeZone({ time_zone: 'Europe/Madrid' })).toBe('Europe/Madrid');
    expect(eventTimeZone({ time_zone: 'Nowhere/Land' })).toBe(DEFAULT_EVENT_TIME_ZONE);
    expect(eventTimeZone({})).toBe(DEFAULT_EVENT_TIME_ZONE);
  });
});

describe('uploadRefusal', () => {
  const png = { name: 'banner.png', type: 'image/png', size: 1000 };

  it("refuses a file over the declared size, or the spec's 5 MB by default", () => {
    expect(uploadRefusal({ ...png, size: 2001 }, { folder, maxBytes: 2000 }, 'image')).toEqual({
      key: 'resource.upload.tooLarge',
      values: { max: '2 KB' },
    });
    expect(
      uploadRefusal({ ...png, size: MAX_UPLOAD_BYTES + 1 }, { folder }, 'image')?.values,
    ).toEqual({ max: '5 MB' });
    expect(uploadRefusal({ ...png, size: MAX_UPLOAD_BYTES }, { folder }, 'image')).toBeNull();
  });

  it('refuses types the field does not accept, by MIME type, wildcard or extension', () => {
    expect(
      uploadRefusal({ ...png, name: 'a.pdf', type: 'application/pdf' }, { folder }, 'image'),
    ).toMatchObject({ key: 'resource.upload.badType' });
    expect(uploadRefusal(png, { folder, accept: ['image/*'] }, 'image')).toBeNull();
    expect(uploadRefusal(png, { folder, accept: ['.pdf'] }, 'file')).toMatchObject({
      key: 'resource.upload.badType',
      values: { types: '.pdf' },
    });
    expect(
      uploadRefusal({ name: 'Acta.PDF', type: '', size: 10 }, { folder, accept: ['.pdf'] }, 'file'),
    ).toBeNull();
    // A file field without `accept` takes any type.
    expect(
      uploadRefusal({ name: 'x.zip', type: 'application/zip', size: 1 }, { folder }, 'file'),
    ).toBeNull();
  });

  it('writes sizes as people read them', () => {
    expect(sizeText(5 * 1024 * 1024)).toBe('5 MB');
    expect(sizeText(1536 * 1024)).toBe('1.5 MB');
    expect(sizeText(300 * 1024)).toBe('300 KB');
  });
});

describe('moveItem', () => {
  it('moves one element and leaves the original untouched', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 1, 9)).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
