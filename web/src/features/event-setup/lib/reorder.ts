import { useState, type DragEvent } from 'react';
import { moveItem } from '../../../lib/resources/field-values';

/**
 * A list the organizer reorders by dragging a row (HTML drag and drop) or with its up and down
 * buttons (keyboard and touch), before saving the order as a whole. `base` is the stored list:
 * while nothing was moved the screen follows it as it changes; `reset` returns to it, which is
 * what a failed save does.
 */
export function useReorder<T>(base: readonly T[], keyOf: (item: T) => string) {
  const [moved, setMoved] = useState<T[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  // Items added or removed since the move keep their stored place relative to the moved order.
  const baseKeys = new Set(base.map(keyOf));
  const items = moved
    ? [
        ...moved.filter((item) => baseKeys.has(keyOf(item))),
        ...base.filter((item) => !moved.some((m) => keyOf(m) === keyOf(item))),
      ].map((item) => base.find((b) => keyOf(b) === keyOf(item)) ?? item)
    : [...base];
  const move = (from: number, to: number) => setMoved(moveItem(items, from, to));
  const rowProps = (index: number) => ({
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
      if (dragged !== null && dragged !== index) move(dragged, index);
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
    'data-dragging': dragged === index ? '' : undefined,
  });
  return {
    items,
    dirty: moved !== null,
    move,
    rowProps,
    /** Back to the stored order (after a save, or when it failed). */
    reset: () => setMoved(null),
  };
}
