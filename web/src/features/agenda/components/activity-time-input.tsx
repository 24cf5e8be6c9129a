import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { MESSAGES, eventDays } from '@aforo/domain';
import { useField, useFormikContext } from 'formik';
import { FieldErrorText } from '../../../components/field-error-text';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import type { CustomFieldProps } from '../../../lib/resources/resource';
import { DAY_TIMES, joinDayTime } from '../lib/activity-time';

/**
 * The activity's day and its two hours (part 2 §5): the days the event offers, times in 15-minute
 * steps. They are wall-clock times of the event's zone, stored as the domain's date-time texts in
 * datetime_start and datetime_end, whose schema messages show under the day and each hour.
 */
export function ActivityTimeInput({ required }: CustomFieldProps) {
  const t = useT();
  const { event } = useAdminEvent();
  const [start, startMeta, startHelpers] = useField<string>('datetime_start');
  const [end, endMeta] = useField<string>('datetime_end');
  const formik = useFormikContext<{ datetime_start: string; datetime_end: string }>();
  const day = (start.value || end.value || '').slice(0, 10);
  const startTime = (start.value ?? '').slice(11, 16);
  const endTime = (end.value ?? '').slice(11, 16);
  const days = eventDays(event);
  if (day !== '' && !days.includes(day)) days.push(day);

  const set = (nextDay: string, nextStart: string, nextEnd: string) => {
    // One change of both values: two separate ones would each validate without the other.
    void formik.setValues({
      ...formik.values,
      datetime_start: joinDayTime(nextDay, nextStart),
      datetime_end: joinDayTime(nextDay, nextEnd),
    });
    void startHelpers.setTouched(true, false);
  };
  const startError = startMeta.touched ? startMeta.error : undefined;
  const endError = endMeta.touched || startMeta.touched ? endMeta.error : undefined;
  const dayError = startError === MESSAGES.activityDay ? startError : undefined;
  const hourError = dayError ? undefined : startError;

  const select = (
    label: string,
    value: string,
    options: readonly string[],
    onChange: (v: string) => void,
    error: string | undefined,
    testId: string,
  ) => (
    <Field.Root invalid={error !== undefined} required={required} flex="1" minW="40">
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          data-testid={testId}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={() => void startHelpers.setTouched(true)}
        >
          <option value="">{t('resource.select.placeholder')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldErrorText message={error} />
    </Field.Root>
  );

  return (
    <Stack gap="2">
      <HStack gap="3" align="start" wrap="wrap">
        {select(
          t('agenda.field.day'),
          day,
          days,
          (d) => set(d, startTime, endTime),
          dayError,
          'activity-day',
        )}
        {select(
          t('agenda.field.startHour'),
          startTime,
          DAY_TIMES,
          (h) => set(day, h, endTime),
          hourError,
          'activity-start',
        )}
        {select(
          t('agenda.field.endHour'),
          endTime,
          DAY_TIMES,
          (h) => set(day, startTime, h),
          endError,
          'activity-end',
        )}
      </HStack>
    </Stack>
  );
}
