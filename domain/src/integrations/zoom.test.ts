import { describe, expect, it } from 'vitest';
import { errorsOf } from '../entities/test-utils';
import {
  durationMinutes,
  hostCandidates,
  zoomHostsSchema,
  zoomRoomSchema,
  zoomStartTime,
} from './zoom';

const hosts = [1, 2, 3, 4, 5].map((n) => ({ id: `h${n}`, name: `Host ${n}` }));

describe('zoom room rules', () => {
  it('writes Zoom local start times and durations', () => {
    expect(zoomStartTime('2027-03-15 09:30')).toBe('2027-03-15T09:30:00');
    expect(durationMinutes('2027-03-15 09:30', '2027-03-15 11:00')).toBe(90);
  });

  it('tries the chosen host, else the listed ones in order, else all', () => {
    expect(hostCandidates({ host_id: 'h3', host_ids: [] }, hosts).map((h) => h.id)).toEqual(['h3']);
    expect(
      hostCandidates({ host_id: null, host_ids: ['h2', 'h9', 'h1'] }, hosts).map((h) => h.id),
    ).toEqual(['h2', 'h1']);
    expect(hostCandidates({ host_id: null, host_ids: [] }, hosts)).toHaveLength(5);
  });

  it('wants exactly five configured hosts', async () => {
    expect(await errorsOf(zoomHostsSchema, hosts)).toEqual([]);
    expect(await errorsOf(zoomHostsSchema, hosts.slice(1))).not.toEqual([]);
  });

  it('refuses a room that ends before it starts', async () => {
    expect(
      await errorsOf(zoomRoomSchema, {
        date_start_zoom: '2027-03-15 10:00',
        date_end_zoom: '2027-03-15 09:00',
      }),
    ).toContain('La fecha de finalización no es válida');
  });
});
