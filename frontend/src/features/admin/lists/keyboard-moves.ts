import {
  defaultCoordinates,
  KeyboardSensor,
  type KeyboardSensorOptions,
  type SensorContext,
  type SensorInstance,
  type SensorProps,
  type Translate,
} from '@dnd-kit/core';
import { hasSortableData } from '@dnd-kit/sortable';

/** Each arrow: along a row (Left, Right) or from row to row (Up, Down), back or forth. */
const ARROWS: Record<string, { rows: boolean; by: -1 | 1 }> = {
  ArrowLeft: { rows: false, by: -1 },
  ArrowRight: { rows: false, by: 1 },
  ArrowUp: { rows: true, by: -1 },
  ArrowDown: { rows: true, by: 1 },
};

/**
 * The place an arrow key takes the item being moved to, as a position in the list: the next one in
 * the list's order, never the item geometry finds nearest, which is not the next one beside a card
 * taller than its neighbours or than the window. Left and Right step one place; Up and Down one
 * row, as many places as the first row has items (one in a list, where all four arrows step one
 * place). Past either end, none.
 */
export function nextPlace(code: string, context: SensorContext): number | undefined {
  const arrow = ARROWS[code];
  const { active, over, droppableRects } = context;
  if (!arrow || !hasSortableData(active)) return undefined;
  const { items } = active.data.current.sortable;
  const rects = items.map((id) => droppableRects.get(id));
  const firstRow = rects.filter((rect) => rect && Math.abs(rect.top - rects[0]!.top) < 1).length;
  const place = items.indexOf(over?.id ?? active.id) + arrow.by * (arrow.rows ? firstRow : 1);
  return place >= 0 && place < items.length ? place : undefined;
}

/**
 * Moving an item from the keyboard: Space or Enter on its handle picks it up (dnd-kit's own
 * activators), an arrow takes it to `nextPlace`, Space or Enter drops it, Escape puts it back.
 * The item is centred on its place, whose centre is then the closest (`closestCenter`): the place
 * it is over, and the position announced. Unlike dnd-kit's KeyboardSensor this never scrolls the
 * page, and holds the item on its place when the page scrolls: dnd-kit lets the page carry an item
 * being dragged, and a card taller than the window, scrolled into view or followed, was carried
 * past its place, or back, before the drop.
 */
export class KeyboardMoves implements SensorInstance {
  static activators = KeyboardSensor.activators;
  autoScrollEnabled = false;
  private readonly props: SensorProps<KeyboardSensorOptions>;
  /** The item's position in the list's order, once an arrow has moved it. */
  private place: number | undefined;
  /** Where the item's box was before it moved: its moves are measured from there. */
  private from: Translate | undefined;

  constructor(props: SensorProps<KeyboardSensorOptions>) {
    this.props = props;
    props.onStart(defaultCoordinates);
    addEventListener('resize', this.cancel);
    addEventListener('scroll', this.hold, { capture: true, passive: true });
    // At once, not from the next task on as dnd-kit's sensor does: a busy page runs a key pressed
    // right after the pick-up before its timers, and that key would be lost. The key that picked
    // the item up reaches this listener too, and is no move.
    addEventListener('keydown', this.onKeyDown);
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event === this.props.event) return;
    if (event.code === 'Escape') return this.cancel(event);
    if (event.code === 'Space' || event.code === 'Enter') {
      event.preventDefault();
      this.detach();
      return this.props.onEnd();
    }
    if (!(event.code in ARROWS)) return;
    // The arrows move the item, not the page.
    event.preventDefault();
    this.place = nextPlace(event.code, this.props.context.current) ?? this.place;
    this.hold();
  };

  /** Centres the item on its place (its own until an arrow moves it), as the page now lies. */
  private readonly hold = () => {
    const { active, collisionRect, droppableRects } = this.props.context.current;
    if (!collisionRect || !hasSortableData(active)) return;
    const { items } = active.data.current.sortable;
    this.from ??= { x: collisionRect.left, y: collisionRect.top };
    const rect = droppableRects.get(items[this.place ?? items.indexOf(active.id)]!);
    if (!rect) return;
    this.props.onMove({
      x: rect.left + (rect.width - collisionRect.width) / 2 - this.from.x,
      y: rect.top + (rect.height - collisionRect.height) / 2 - this.from.y,
    });
  };

  private readonly cancel = (event: Event) => {
    event.preventDefault();
    this.detach();
    this.props.onCancel();
  };

  private detach() {
    removeEventListener('resize', this.cancel);
    removeEventListener('scroll', this.hold, { capture: true });
    removeEventListener('keydown', this.onKeyDown);
  }
}
