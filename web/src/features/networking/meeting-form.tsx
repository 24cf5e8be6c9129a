import { Button, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { DateTime } from 'luxon';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { normalizeError } from '../../lib/api-client';
import { networkingApi } from './api';

/** The event's days, 'YYYY-MM-DD': its list of dates, else every day from start to end. */
export function eventDays(event: Pick<AforoEvent, 'dates' | 'date_start' | 'date_end'>): string[] {
  if (event.dates && event.dates.length > 0) return [...event.dates].sort();
  const start = event.date_start ? DateTime.fromISO(event.date_start) : null;
  const end = event.date_end ? DateTime.fromISO(event.date_end) : start;
  if (!start?.isValid || !end?.isValid) return [];
  const days: string[] = [];
  for (let d = start; d <= end && days.length < 31; d = d.plus({ days: 1 })) {
    days.push(d.toISODate() ?? '');
  }
  return days;
}

const HOURS = Array.from({ length: 12 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`);

/**
 * A one-hour meeting request (part 3 §4.3) in a slot of the event's days. The API refuses a slot
 * either person already has taken (HOURS_NOT_AVAILABLE); its message shows under the field.
 */
export function MeetingForm({
  event,
  receiver,
  onDone,
}: {
  event: AforoEvent;
  receiver: { uid: string; names: string };
  onDone: () => void;
}) {
  const t = useT();
  const ids = { day: useId(), start: useId(), message: useId() };
  const days = eventDays(event);
  const [day, setDay] = useState(days[0] ?? '');
  const [start, setStart] = useState(HOURS[2] ?? '10:00');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    const from = DateTime.fromISO(`${day}T${start}`);
    try {
      await networkingApi.requestMeeting(event._id, {
        receiver_id: receiver.uid,
        timestamp_start: from.toFormat('yyyy-MM-dd HH:mm'),
        timestamp_end: from.plus({ hours: 1 }).toFormat('yyyy-MM-dd HH:mm'),
        message,
      });
      onDone();
    } catch (err) {
      const error = normalizeError(err);
      setErrors({ ...(error.errors ?? {}), form: error.message });
    } finally {
      setBusy(false);
    }
  };
  const slotError = errors.timestamp_start ?? errors.timestamp_end;
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="meeting-form">
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
        <Text fontWeight="semibold">{t('meet.title', { name: receiver.names })}</Text>
        <HStack align="start">
          <Field.Root>
            <Field.Label htmlFor={ids.day}>{t('meet.day')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id={ids.day} value={day} onChange={(e) => setDay(e.target.value)}>
                {days.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={slotError !== undefined}>
            <Field.Label htmlFor={ids.start}>{t('meet.start')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={ids.start}
                value={start}
                onChange={(e) => setStart(e.target.value)}
              >
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('meet.duration')}</Field.HelperText>
            <Field.ErrorText data-testid="meeting-slot-error">{slotError}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Field.Root>
          <Field.Label htmlFor={ids.message}>{t('meet.message')}</Field.Label>
          <Textarea
            id={ids.message}
            value={message}
            maxLength={500}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field.Root>
        {errors.form && slotError === undefined ? (
          <Text color="fg.error" role="alert">
            {errors.receiver_id ?? errors.form}
          </Text>
        ) : null}
        {slotError !== undefined ? (
          <Text color="fg.error" role="alert" data-testid="meeting-error">
            {errors.form}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" loading={busy} disabled={!day}>
            {t('meet.submit')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('meet.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
