import { attendeeSchema, eventSchema, validateBody } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { attendeeFactory, createRandom, eventFactory } from './index';
import { DEMO } from './demo';

/** The seed and the tests build data with these factories: they must stay valid domain data. */
describe('factories', () => {
  it('build events the domain schema accepts', async () => {
    const { _id, ...event } = eventFactory({
      _id: DEMO.upcomingEventId,
      name: DEMO.upcomingEventName,
    });
    expect(_id).toBe(DEMO.upcomingEventId);
    await expect(validateBody(eventSchema, event)).resolves.toMatchObject({
      name: DEMO.upcomingEventName,
    });
  });

  it('build attendees the domain schema accepts, deterministically', async () => {
    const make = () =>
      attendeeFactory({
        eventId: 'e1',
        index: 7,
        random: createRandom(1),
        roleIds: ['rol-1'],
        ticketIds: ['t-1'],
        checkinDay: new Date(Date.UTC(2027, 2, 15)),
        checkinRatio: 1,
      });
    const a = make();
    expect(make()).toEqual(a);
    expect(a.checked_in).toBe(true);
    expect(a.checkedin_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(a._id).toMatch(/^[0-9a-f]{24}$/);
    await expect(
      validateBody(attendeeSchema, {
        properties: a.properties,
        rol_id: a.rol_id,
        ticket_id: a.ticket_id,
      }),
    ).resolves.toMatchObject({ properties: { email: a.properties.email } });
  });
});
