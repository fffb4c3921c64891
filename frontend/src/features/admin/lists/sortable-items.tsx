import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { KeyboardMoves } from './keyboard-moves';

const INSTRUCTIONS =
  'To move an item, press Space to pick it up, the arrow keys to move it, and Space to drop it. Escape puts it back.';

/**
 * A list whose items the owner reorders by dragging their 'Reorder' handle (mouse or touch) or
 * from the keyboard (Space, the arrow keys, Space; Escape cancels), each step announced in the
 * items' own names. `keys` are the items' keys in order, `names` what the owner reads them as
 * ('project 02: Lineage Explorer'); a drop calls `onMove` with the old and new positions.
 */
export function SortableItems({
  keys,
  names,
  grid,
  onMove,
  children,
}: {
  keys: string[];
  names: string[];
  /** Items side by side (the skills' tiles) rather than one under another. */
  grid: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so that a tap on the handle is not a move.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardMoves),
  );
  const position = (key: UniqueIdentifier) => keys.indexOf(String(key));
  const name = (key: UniqueIdentifier) => {
    const text = names[position(key)] ?? '';
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const of = `of ${keys.length}`;
  // Where the item was last said to be: moving over the same place again is not news (a drag
  // starts over the item's own place, which would drown 'Picked up').
  const said = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      said.current = active.id;
      return `Picked up ${name(active.id)}, at position ${position(active.id) + 1} ${of}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === said.current) return undefined;
      said.current = over?.id ?? null;
      return over
        ? `${name(active.id)} moved to position ${position(over.id) + 1} ${of}.`
        : `${name(active.id)} is over no position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id) + 1} ${of}.`
        : `${name(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${name(active.id)} is back at position ${position(active.id) + 1} ${of}.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(position(active.id), position(over.id));
      }}
    >
      <SortableContext items={keys} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One item of a `SortableItems` list, which hands its 'Reorder' handle to `children` to place. */
export function SortableItem({
  id,
  label,
  className,
  children,
}: {
  id: string;
  /** The handle's name: 'Reorder project 02: Lineage Explorer'. */
  label: string;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <Button
      ref={setActivatorNodeRef}
      variant="ghost"
      size="icon"
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      className="shrink-0 cursor-grab touch-none text-zinc-400 active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" />
    </Button>
  );
  return (
    <li
      ref={setNodeRef}
      // Set through the DOM's style object while dragging, which the site's policy allows.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? `${className ?? ''} relative z-10` : className}
    >
      {children(handle)}
    </li>
  );
}
