import { useState, type DragEvent } from 'react';
import { moveItem } from '../../../lib/resources/field-values';

/**
 * Table rows dragged onto each other (HTML drag and drop): the engine's ReorderItems does this for
 * a plain list; these screens reorder the rows of a table, whose cells hold inputs and buttons.
 */
export function useRowDrag(onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (index: number, enabled = true) =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only with some data set.
            event.dataTransfer.setData('text/plain', String(index));
            setDragged(index);
          },
          onDragOver: (event: DragEvent) => {
            if (dragged !== null) event.preventDefault();
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onMove(dragged, index);
            setDragged(null);
          },
          onDragEnd: () => setDragged(null),
          'data-dragging': dragged === index ? '' : undefined,
        }
      : {};
}

/**
 * A list the organizer reorders by dragging a row or with its up and down buttons (keyboard and
 * touch), before saving the order as a whole. `base` is the stored list: while nothing was moved
 * the screen follows it as it changes; `reset` returns to it, which is what a failed save does.
 */
export function useReorder<T>(base: readonly T[], keyOf: (item: T) => string) {
  const [moved, setMoved] = useState<T[] | null>(null);
  // Items added or removed since the move keep their stored place relative to the moved order.
  const baseKeys = new Set(base.map(keyOf));
  const items = moved
    ? [
        ...moved.filter((item) => baseKeys.has(keyOf(item))),
        ...base.filter((item) => !moved.some((m) => keyOf(m) === keyOf(item))),
      ].map((item) => base.find((b) => keyOf(b) === keyOf(item)) ?? item)
    : [...base];
  const move = (from: number, to: number) => setMoved(moveItem(items, from, to));
  const rowProps = useRowDrag(move);
  return {
    items,
    dirty: moved !== null,
    move,
    rowProps,
    /** Back to the stored order (after a save, or when it failed). */
    reset: () => setMoved(null),
  };
}
