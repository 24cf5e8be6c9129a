import type { AforoEvent } from '@aforo/domain';
import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';
import { MAX_GATES, sliceStages, type DoorSlice } from '../lib/door-slice';

interface Props {
  event: Pick<AforoEvent, 'event_stages' | 'tickets'>;
  slice: DoorSlice | null;
  onChoose: (slice: DoorSlice) => void;
}

const GATE_COUNTS = Array.from({ length: MAX_GATES - 1 }, (_, i) => i + 2);

/** The value of the first select for a slice. */
function modeOf(slice: DoorSlice | null): string {
  if (slice === null) return '';
  if (slice.kind === 'stage' || slice.kind === 'ticket') return `${slice.kind}:${slice.id}`;
  return slice.kind;
}

/**
 * Which part of the event this door device keeps whole: everything, a stage's or a ticket's
 * attendees (the entrance of that stage or ticket), or gate k of N when every gate takes
 * everyone. Selects, so it works with a keyboard, a screen reader and a phone's picker.
 */
export function DoorSliceChooser({ event, slice, onChoose }: Props) {
  const t = useT();
  const stages = sliceStages(event);
  const onMode = (value: string) => {
    if (value === 'all') onChoose({ kind: 'all' });
    else if (value === 'gate') onChoose({ kind: 'gate', gate: 1, gates: 2 });
    else if (value.startsWith('stage:')) onChoose({ kind: 'stage', id: value.slice(6) });
    else if (value.startsWith('ticket:')) onChoose({ kind: 'ticket', id: value.slice(7) });
  };
  return (
    <HStack wrap="wrap" gap="3" data-testid="door-slice">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor="door-slice-mode">{t('checkin.slice.label')}</label>
      </Text>
      <NativeSelect.Root size="sm" width="auto" maxW="full">
        <NativeSelect.Field
          id="door-slice-mode"
          value={modeOf(slice)}
          onChange={(e) => onMode(e.currentTarget.value)}
        >
          {slice === null ? <option value="">{t('checkin.slice.pick')}</option> : null}
          <option value="all">{t('checkin.slice.all')}</option>
          {stages.map((stage) => (
            <option key={stage.stage_id} value={`stage:${stage.stage_id}`}>
              {t('checkin.slice.stage', { name: stage.title })}
            </option>
          ))}
          {event.tickets.map((ticket) => (
            <option key={ticket._id} value={`ticket:${ticket._id}`}>
              {t('checkin.slice.ticket', { name: ticket.title })}
            </option>
          ))}
          <option value="gate">{t('checkin.slice.gates')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {slice?.kind === 'gate' ? (
        <>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('checkin.slice.gateCount')}
              value={slice.gates}
              onChange={(e) => {
                const gates = Number(e.currentTarget.value);
                onChoose({ kind: 'gate', gates, gate: Math.min(slice.gate, gates) });
              }}
            >
              {GATE_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {t('checkin.slice.gateCount')}: {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('checkin.slice.gate')}
              value={slice.gate}
              onChange={(e) =>
                onChoose({ kind: 'gate', gates: slice.gates, gate: Number(e.currentTarget.value) })
              }
            >
              {Array.from({ length: slice.gates }, (_, i) => i + 1).map((gate) => (
                <option key={gate} value={gate}>
                  {t('checkin.slice.gateOption', { gate, gates: slice.gates })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </>
      ) : null}
    </HStack>
  );
}
