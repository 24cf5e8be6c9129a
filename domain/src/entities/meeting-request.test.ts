import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import {
  canAnswer,
  hasSlotConflict,
  meetingAnswerSchema,
  meetingRequestCreateSchema,
  meetingRequestSchema,
} from './meeting-request.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const request = {
  name: 'Luis',
  email: 'luis@x.co',
  name_requesting: 'Ana',
  email_requesting: 'ana@x.co',
  attendees: ['ana', 'luis'],
  owner_id: 'ana',
  timestamp_start: '2024-05-01 10:00',
  timestamp_end: '2024-05-01 10:30',
};

describe('meetingRequestSchema', () => {
  it('accepts a request and does not let the client set its status', async () => {
    const stored = await validateBody(meetingRequestSchema, {
      ...request,
      request_status: 'accepted',
    });
    expect(stored).not.toHaveProperty('request_status');
    expect(stored).toMatchObject(request);
  });

  it('wants exactly two different attendees, the owner among them', async () => {
    const message = 'La reunión es entre dos asistentes';
    expect(await errorsOf(meetingRequestSchema, { ...request, attendees: ['ana'] })).toContain(
      message,
    );
    expect(
      await errorsOf(meetingRequestSchema, { ...request, attendees: ['ana', 'luis', 'eva'] }),
    ).toContain(message);
    expect(await errorsOf(meetingRequestSchema, { ...request, attendees: ['ana', 'ana'] })).toEqual(
      [message],
    );
    expect(await errorsOf(meetingRequestSchema, { ...request, owner_id: 'eva' })).toEqual([
      'Quien solicita debe ser uno de los asistentes',
    ]);
  });

  it('wants the end after the start and refuses 1 MB messages', async () => {
    expect(
      await errorsOf(meetingRequestSchema, { ...request, timestamp_end: '2024-05-01 10:00' }),
    ).toEqual(['La hora de finalización debe ser posterior a la de inicio']);
    expect(await errorsOf(meetingRequestSchema, { ...request, message: ONE_MB })).not.toEqual([]);
  });

  it('answers only with accepted or rejected', async () => {
    expect(await errorsOf(meetingAnswerSchema, { request_status: 'accepted' })).toEqual([]);
    expect(await errorsOf(meetingAnswerSchema, { request_status: 'pending' })).not.toEqual([]);
    expect(canAnswer({ request_status: 'pending' })).toBe(true);
    expect(canAnswer({ request_status: 'rejected' })).toBe(false);
  });
});

describe('hasSlotConflict', () => {
  const accepted = { ...request, request_status: 'accepted' as const };

  it('finds an accepted meeting in the same or an overlapping slot', () => {
    expect(hasSlotConflict([accepted], 'luis', '2024-05-01 10:00', '2024-05-01 10:30')).toBe(true);
    expect(hasSlotConflict([accepted], 'luis', '2024-05-01 10:15', '2024-05-01 10:45')).toBe(true);
  });

  it('ignores other people, pending meetings and touching slots', () => {
    expect(hasSlotConflict([accepted], 'eva', '2024-05-01 10:00', '2024-05-01 10:30')).toBe(false);
    expect(
      hasSlotConflict(
        [{ ...accepted, request_status: 'pending' }],
        'luis',
        '2024-05-01 10:00',
        '2024-05-01 10:30',
      ),
    ).toBe(false);
    expect(hasSlotConflict([accepted], 'luis', '2024-05-01 10:30', '2024-05-01 11:00')).toBe(false);
    expect(hasSlotConflict([accepted], 'luis', '2024-05-01 09:30', '2024-05-01 10:00')).toBe(false);
  });
});

describe('meetingRequestCreateSchema', () => {
  it('keeps only what the requester chooses, the rest is set by the server', async () => {
    const input = await validateBody(meetingRequestCreateSchema, {
      receiver_id: 'luis',
      timestamp_start: '2024-05-01 10:00',
      timestamp_end: '2024-05-01 10:30',
      answer_token_hash: 'f'.repeat(64),
      request_status: 'accepted',
      email: 'yo@x.co',
    });
    expect(input).toEqual({
      receiver_id: 'luis',
      timestamp_start: '2024-05-01 10:00',
      timestamp_end: '2024-05-01 10:30',
      type: 'meeting',
      message: '',
    });
    expect(
      await errorsOf(meetingRequestCreateSchema, {
        receiver_id: 'luis',
        timestamp_start: '2024-05-01 10:30',
        timestamp_end: '2024-05-01 10:00',
      }),
    ).toEqual(['La hora de finalización debe ser posterior a la de inicio']);
    expect(await errorsOf(meetingRequestCreateSchema, {})).toContain(
      'Seleccione con quién reunirse',
    );
  });
});
