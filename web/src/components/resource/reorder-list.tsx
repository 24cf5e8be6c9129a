import { Alert, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { moveItem } from '../../lib/resources/field-values';

/**
 * A drag-to-reorder list. Rows are dragged with the mouse (HTML drag and drop) or moved with their
 * up/down buttons (keyboard and screen readers). Controlled: `onChange` gets the new order.
 */
export function ReorderItems<T>({
  items,
  itemId,
  renderItem,
  itemLabel,
  onChange,
  disabled = false,
  label,
  testId,
}: {
  items: readonly T[];
  itemId: (item: T) => string;
  itemLabel: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  onChange: (items: T[]) => void;
  disabled?: boolean;
  /** The list's accessible name. */
  label: string;
  testId?: string;
}) {
  const t = useT();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  function drop(event: DragEvent<HTMLElement>, index: number) {
    event.preventDefault();
    if (dragged !== null) onChange(moveItem(items, dragged, index));
    setDragged(null);
    setOver(null);
  }

  return (
    <Stack as="ol" gap="1" aria-label={label} data-testid={testId} listStyleType="none" ms="0">
      {items.map((item, index) => {
        const text = itemLabel(item);
        return (
          <HStack
            as="li"
            key={itemId(item)}
            data-testid={testId ? `${testId}-item` : undefined}
            draggable={!disabled}
            onDragStart={(e) => {
              setDragged(index);
              // Firefox starts no drag without data.
              e.dataTransfer.setData('text/plain', itemId(item));
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((o) => (o === index ? null : o))}
            onDrop={(e) => drop(e, index)}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            borderWidth="1px"
            borderColor={over === index && dragged !== index ? 'blue.solid' : 'border'}
            rounded="md"
            px="3"
            py="2"
            bg={dragged === index ? 'bg.muted' : 'bg'}
            cursor={disabled ? 'default' : 'grab'}
            gap="2"
          >
            <Text aria-hidden color="fg.muted" userSelect="none">
              ⠿
            </Text>
            <Box flex="1">{renderItem ? renderItem(item) : text}</Box>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('resource.reorder.up', { label: text })}
              disabled={disabled || index === 0}
              onClick={() => onChange(moveItem(items, index, index - 1))}
            >
              ↑
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('resource.reorder.down', { label: text })}
              disabled={disabled || index === items.length - 1}
              onClick={() => onChange(moveItem(items, index, index + 1))}
            >
              ↓
            </IconButton>
          </HStack>
        );
      })}
    </Stack>
  );
}

/**
 * A list whose order is saved on its own ("Guardar orden"): while saving, the list is locked; when
 * saving fails, the order shown before the edit comes back and the error is said.
 * `items` is the stored order; a different stored order from the caller (a live list) replaces
 * any unsaved edit, the same order in a new array does not.
 */
export function ReorderList<T>({
  items,
  itemId,
  itemLabel,
  renderItem,
  onSave,
  label,
  disabled = false,
  testId,
  failedTitle,
  savedText,
}: {
  items: readonly T[];
  itemId: (item: T) => string;
  itemLabel: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** Stores the new order (the ids, first to last). */
  onSave: (ids: string[]) => Promise<void>;
  label: string;
  disabled?: boolean;
  /** What a refused save says, when the screen's spec names it (default resource.reorder.failed). */
  failedTitle?: string;
  /** What a stored order says, when the screen's spec names it (default resource.saved). */
  savedText?: string;
  testId?: string;
}) {
  const t = useT();
  // An edit is kept as ids on top of the stored order it was made on (as ids too): a live list
  // sends a new array on every snapshot, often with the same order, and that must not undo it.
  const [edited, setEdited] = useState<{
    base: string;
    order: string[];
    saved: boolean;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const stored = useMemo(() => items.map(itemId).join('\n'), [items, itemId]);
  // A newer stored order (another editor, a row added or removed) replaces the edit; the rows
  // shown are always the caller's current ones, in the edited order.
  const current = edited !== null && edited.base === stored ? edited : null;
  const shown = useMemo(() => {
    if (current === null) return items;
    const byId = new Map(items.map((item) => [itemId(item), item]));
    return current.order.flatMap((id) => byId.get(id) ?? []);
  }, [current, items, itemId]);
  const changed = current !== null && !current.saved;

  async function save() {
    setSaving(true);
    setFailed(null);
    try {
      await onSave(shown.map(itemId));
      // Shown until the caller's list brings the stored order (a live list re-reads it).
      setEdited((e) => (e === null ? e : { ...e, saved: true }));
      notify(savedText ?? t('resource.saved'));
    } catch (error) {
      // Back to the order that is stored.
      setEdited(null);
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="3">
      <ReorderItems
        items={shown}
        itemId={itemId}
        itemLabel={itemLabel}
        renderItem={renderItem}
        onChange={(order) => {
          setFailed(null);
          setEdited({ base: stored, order: order.map(itemId), saved: false });
        }}
        disabled={disabled || saving}
        label={label}
        testId={testId}
      />
      {failed !== null ? (
        <Alert.Root status="error" data-testid={testId ? `${testId}-error` : undefined}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failedTitle ?? t('resource.reorder.failed')}</Alert.Title>
            <Alert.Description>{failed}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {disabled ? null : (
        <HStack>
          <Button
            colorPalette="blue"
            onClick={() => void save()}
            loading={saving}
            disabled={!changed}
          >
            {t('resource.reorder.save')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
