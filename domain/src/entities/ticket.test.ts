import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';
import {
  eventStageSchema,
  eventTicketOf,
  eventTicketSchema,
  ticketDesignSchema,
  ticketSchema,
} from './ticket.js';

describe('tickets', () => {
  it('accepts a ticket with defaults', async () => {
    expect(await validateBody(ticketSchema, { title: 'General' })).toEqual({
      title: 'General',
      description: '',
      stage_id: null,
      price: 0,
      currency: 'COP',
      capacity: null,
    });
  });

  it('refuses a capacity below 1 or fractional, and a currency that is not a 3-letter code', async () => {
    expect(await errorsOf(ticketSchema, { title: 'x', capacity: 0 })).toEqual([
      'El cupo debe ser mayor que 0',
    ]);
    expect(await errorsOf(ticketSchema, { title: 'x', capacity: 1.5 })).toEqual([
      'Debe ser un número entero',
    ]);
    expect(await errorsOf(ticketSchema, { title: 'x', currency: '$$' })).not.toEqual([]);
    expect((await validateBody(ticketSchema, { title: 'x', currency: 'usd' })).currency).toBe(
      'USD',
    );
  });

  it('summarizes a ticket for the event document', () => {
    expect(
      eventTicketOf('t1', {
        title: 'VIP',
        description: 'Primera fila',
        stage_id: 's1',
        price: 10,
        currency: 'COP',
        capacity: 5,
      }),
    ).toEqual({ _id: 't1', title: 'VIP', stage_id: 's1', price: 10, currency: 'COP', capacity: 5 });
  });

  it('gives the ticket design its defaults and refuses a bad colour', async () => {
    expect(await validateBody(ticketDesignSchema, {})).toEqual({
      logo: null,
      background_color: '#FFFFFF',
      text_color: '#1A202C',
      footer_text: '',
      show_ticket_type: true,
    });
    expect(await errorsOf(ticketDesignSchema, { text_color: 'negro' })).not.toEqual([]);
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
