import { useEffect, useRef, type RefObject } from 'react';
import Sortable from 'sortablejs';

/**
 * Drag and drop inside one list with sortablejs, by the element marked `data-drag-handle`
 * (project-builder.md §4 "Reorder"). sortablejs moves the dragged node itself; React owns the
 * list, so the node goes back where it was and `onMove(from, to)` lets the owner render the new
 * order.
 */
export function useSortableList(
  list: RefObject<HTMLElement | null>,
  enabled: boolean,
  onMove: (from: number, to: number) => void,
) {
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  });

  useEffect(() => {
    const element = list.current;
    if (!enabled || !element) return undefined;
    const sortable = Sortable.create(element, {
      handle: '[data-drag-handle]',
      animation: 150,
      ghostClass: 'builder-rooms-item--ghost',
      onEnd({ item, from, oldIndex, newIndex }) {
        if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
        from.removeChild(item);
        from.insertBefore(item, from.children[oldIndex] ?? null);
        latest.current(oldIndex, newIndex);
      },
    });
    return () => sortable.destroy();
  }, [list, enabled]);
}
