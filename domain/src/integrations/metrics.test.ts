import { describe, expect, it } from 'vitest';
import { errorsOf } from '../entities/test-utils';
import { daysBetween, metricsByDateSchema, nextDay, zonedMidnight } from './metrics';

describe('metrics by date', () => {
  it('lists the days of a range, both ends included', () => {
    expect(daysBetween('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    expect(nextDay('2027-12-31')).toBe('2028-01-01');
  });

  it('puts local midnight of Bogotá at 05:00 UTC', () => {
    expect(zonedMidnight('2027-03-15', 'America/Bogota').toISOString()).toBe(
      '2027-03-15T05:00:00.000Z',
    );
  });

  it('bounds the range and the type', async () => {
    const ok = {
      metrics_type: 'checkedin_at',
      datetime_from: '2027-03-01',
      datetime_to: '2027-03-02',
    };
    expect(await errorsOf(metricsByDateSchema, ok)).toEqual([]);
    expect(await errorsOf(metricsByDateSchema, { ...ok, datetime_to: '2028-03-02' })).not.toEqual(
      [],
    );
    expect(await errorsOf(metricsByDateSchema, { ...ok, datetime_to: '2027-02-01' })).not.toEqual(
      [],
    );
    expect(await errorsOf(metricsByDateSchema, { ...ok, metrics_type: 'x' })).not.toEqual([]);
  });
});
