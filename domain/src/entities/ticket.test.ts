import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';
import { eventStageSchema, eventTicketSchema, ticketSchema } from './ticket.js';

describe('tickets', () => {
  it('accepts a ticket with defaults', async () => {
    expect(await validateBody(ticketSchema, { title: 'General' })).toEqual({
      title: 'General',
      description: '',
      stage_id: null,
      price: 0,
      currency: 'COP',
    });
  });

  it('refuses negative prices, a missing title and 1 MB text', async () => {
    expect(await errorsOf(ticketSchema, { title: 'x', price: -1 })).not.toEqual([]);
    expect(await errorsOf(ticketSchema, {})).toEqual(['El nombre es requerido']);
    expect(await errorsOf(ticketSchema, { title: ONE_MB })).not.toEqual([]);
  });

  it('needs an id for the copy inside the event, and stages need both fields', async () => {
    expect(await errorsOf(eventTicketSchema, { title: 'General' })).not.toEqual([]);
    expect(await errorsOf(eventTicketSchema, { _id: 't1', title: 'General' })).toEqual([]);
    expect(await errorsOf(eventStageSchema, { stage_id: 's1', title: 'Preventa' })).toEqual([]);
    expect(await errorsOf(eventStageSchema, { stage_id: 's1' })).toEqual([
      'El nombre es requerido',
    ]);
  });
});
