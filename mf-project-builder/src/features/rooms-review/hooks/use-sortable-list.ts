import { useEffect, useRef, type RefObject } from 'react';
import type Sortable from 'sortablejs';

/**
 * Drag and drop inside one list with sortablejs, by the element marked `data-drag-handle`
 * (project-builder.md §4 "Reorder"). sortablejs moves the dragged node itself; React owns the
 * list, so the node goes back where it was and `onMove(from, to)` lets the owner render the new
 * order. sortablejs loads with the first editable list, not with the Project Builder's route:
 * keyboard reordering works without it, and a view-only project never needs it.
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
    let sortable: Sortable | undefined;
    let cancelled = false;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (cancelled) return;
      sortable = Sortable.create(element, {
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
    });
    return () => {
      cancelled = true;
      sortable?.destroy();
    };
  }, [list, enabled]);
}
