import { describe, expect, it } from 'vitest';
import { onlyEvent, qrImageUrl, ticketNames } from './tickets';

const event = {
  tickets: [
    {
      _id: 't-general',
      title: 'General',
      stage_id: 's-early',
      price: 0,
      currency: 'COP',
      capacity: null,
    },
    { _id: 't-vip', title: 'VIP', stage_id: null, price: 100, currency: 'COP', capacity: 20 },
  ],
  event_stages: [{ stage_id: 's-early', title: 'Preventa' }],
};

describe('qrImageUrl', () => {
  it('points at the API QR route with the attendee id', () => {
    expect(qrImageUrl('a1demoattendee0000000000', '')).toBe(
      '/api/generatorQr/a1demoattendee0000000000',
    );
  });

  it('keeps a configured API base and escapes the id', () => {
    expect(qrImageUrl('a/b', 'https://api.example')).toBe(
      'https://api.example/api/generatorQr/a%2Fb',
    );
  });
});

describe('ticketNames', () => {
  it('names the ticket and its stage', () => {
    expect(ticketNames(event, 't-general')).toEqual({ ticket: 'General', stage: 'Preventa' });
  });

  it('names a ticket without a stage', () => {
    expect(ticketNames(event, 't-vip')).toEqual({ ticket: 'VIP', stage: null });
  });

  it('says nothing for no ticket or one the event no longer lists', () => {
    expect(ticketNames(event, null)).toEqual({ ticket: null, stage: null });
    expect(ticketNames(event, 't-gone')).toEqual({ ticket: null, stage: null });
  });
});

describe('onlyEvent', () => {
  const items = [{ event_id: 'e1' }, { event_id: 'e2' }, { event_id: 'e1' }];

  it('keeps the records of the named event', () => {
    expect(onlyEvent(items, 'e1')).toHaveLength(2);
  });

  it('keeps everything without an event', () => {
    expect(onlyEvent(items, null)).toHaveLength(3);
  });
});
