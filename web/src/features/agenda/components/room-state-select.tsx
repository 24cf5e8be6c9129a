import { NativeSelect } from '@chakra-ui/react';
import { ROOM_STATES, type RoomState } from '@aforo/domain';
import { useDefaultLabels } from '../../../lib/default-labels';

/**
 * The room status of an activity (habilitar_ingreso, part 2 §4) with the spec's labels: in the
 * activity's Espacio Virtual tab and in the conference section's list. Changing it is saved at
 * once by the caller.
 */
export function RoomStateSelect({
  value,
  onChange,
  disabled = false,
  size,
  label,
  testId,
}: {
  value: RoomState;
  onChange: (state: RoomState) => void;
  disabled?: boolean;
  size?: 'sm';
  /** The accessible name when no Field.Label names the select. */
  label?: string;
  testId?: string;
}) {
  const labels = useDefaultLabels();
  return (
    <NativeSelect.Root disabled={disabled} size={size} minW={size ? '48' : undefined}>
      <NativeSelect.Field
        value={value}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => onChange(e.currentTarget.value as RoomState)}
      >
        {ROOM_STATES.map((state) => (
          <option key={state} value={state}>
            {labels.roomState(state)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
