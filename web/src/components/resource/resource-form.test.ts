import { activitySchema } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { isRequired } from './resource-form';

describe('isRequired', () => {
  it('marks a required value and a list that needs at least one item', () => {
    expect(isRequired(activitySchema, 'name')).toBe(true);
    expect(isRequired(activitySchema, 'space_id')).toBe(true);
    expect(isRequired(activitySchema, 'activity_categories_ids')).toBe(true);
  });

  it('leaves optional values and lists that may stay empty unmarked', () => {
    expect(isRequired(activitySchema, 'subtitle')).toBe(false);
    expect(isRequired(activitySchema, 'host_ids')).toBe(false);
    expect(isRequired(yup.object({ tags: yup.array(yup.string()).min(0) }), 'tags')).toBe(false);
    expect(isRequired(activitySchema, 'not_a_field')).toBe(false);
  });
});
