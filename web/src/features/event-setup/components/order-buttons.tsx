import { HStack, IconButton } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';

/** Up and down for a reorderable row: the keyboard's way to do what dragging does. */
export function OrderButtons({
  label,
  index,
  count,
  onMove,
  disabled = false,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <HStack gap="1">
      <span aria-hidden="true" style={{ cursor: 'grab', paddingInline: 4 }}>
        ⠿
      </span>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t('resource.reorder.up', { label })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </IconButton>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t('resource.reorder.down', { label })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </IconButton>
    </HStack>
  );
}
