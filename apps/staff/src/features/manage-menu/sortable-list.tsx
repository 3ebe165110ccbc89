import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/**
 * A list whose order people change: drag an entry by its handle (mouse or touch), or with the
 * keyboard — Space on the handle picks it up, the arrow keys move it, Space drops it, Escape puts
 * it back (dnd-kit announces each step) — or with its Move up / Move down buttons.
 */
export function SortableList<T>({
  items,
  idOf,
  labelOf,
  onMove,
  renderItem,
  label,
}: {
  items: readonly T[];
  idOf: (item: T) => string;
  labelOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** What the list holds, for screen readers ("Categories"). */
  label: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const nameOf = (id: string | number) => {
    const item = items[ids.indexOf(String(id))];
    return item === undefined ? String(id) : labelOf(item);
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move an entry, press Space. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is at position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.`
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} dropped at position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.`
              : `${nameOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="msort" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              name={labelOf(item)}
              index={index}
              count={items.length}
              onMove={onMove}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  index,
  count,
  onMove,
  children,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={`msort__row${isDragging ? ' msort__row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="msort__handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${name}`}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />
        </svg>
      </button>
      <div className="msort__content">{children}</div>
      <div className="msort__moves">
        <button
          type="button"
          className="btn btn--ghost msort__move"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn--ghost msort__move"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          ↓
        </button>
      </div>
    </li>
  );
}
