import { DEFAULT_EVENT_TIME_ZONE, validateBody } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { mainBody, mainSchema, mainValues, timeZoneOptions } from './event-forms';

const stored = eventFactory({
  _id: 'evt-1',
  organizer_id: 'org-1',
  styles: { brandPrimary: '#112233', banner_image: 'https://x.test/old.png' },
});

describe('the main form', () => {
  it('edits the stored event, its banner and its zone (the default when none is stored)', () => {
    const values = mainValues(stored);
    expect(values).toMatchObject({
      name: stored.name,
      organizer_id: 'org-1',
      banner_image: 'https://x.test/old.png',
      time_zone: DEFAULT_EVENT_TIME_ZONE,
    });
  });

  it('lays the banner over the stored styles, derives the e-mail banner and stores "none" as null', () => {
    const body = mainBody(
      {
        ...mainValues(stored),
        banner_image: 'https://x.test/new.png',
        organizer_id: '',
        event_platform: '',
      },
      stored,
    );
    expect(body.styles).toMatchObject({
      brandPrimary: '#112233',
      banner_image: 'https://x.test/new.png',
      banner_image_email: 'https://x.test/new.png',
    });
    expect(body.organizer_id).toBeNull();
    expect(body.event_platform).toBeNull();
    expect(body).not.toHaveProperty('banner_image');
  });

  it("refuses what the domain schema refuses, with the schema's messages", async () => {
    await expect(
      validateBody(mainSchema, { ...mainValues(stored), name: 'ab', time_zone: 'Luna/Base' }),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'El nombre debe tener al menos 4 caracteres',
        'Zona horaria no válida',
      ]),
    });
  });

  it('offers the default zone first, then the others', () => {
    const zones = timeZoneOptions().map((o) => o.value);
    expect(zones[0]).toBe(DEFAULT_EVENT_TIME_ZONE);
    expect(zones).toContain('Europe/Madrid');
  });
});
