/**
 * The carousel index as a pure step function: it starts at 0, and previous/next wrap around at
 * both ends (previous from the first goes to the last, next from the last goes to the first).
 */

export interface CarouselState {
  index: number;
  count: number;
}

export type CarouselEvent =
  | { type: 'next' }
  | { type: 'prev' }
  /** The item list changed length (new configuration): keep the index inside it. */
  | { type: 'count'; count: number };

export const INITIAL_INDEX = 0;

export function initialState(count: number): CarouselState {
  return { index: INITIAL_INDEX, count };
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function step(state: CarouselState, event: CarouselEvent): CarouselState {
  if (event.type === 'count') {
    const count = Math.max(event.count, 0);
    return { count, index: count === 0 ? 0 : Math.min(state.index, count - 1) };
  }
  if (state.count <= 0) return state;
  const delta = event.type === 'next' ? 1 : -1;
  return { ...state, index: wrap(state.index + delta, state.count) };
}

/**
 * The step a key press asks for, if any: arrow keys move while the carousel has focus, the
 * arrow pointing along the reading direction to the next project (left in right-to-left).
 */
export function keyToEvent(key: string, dir: 'ltr' | 'rtl' = 'ltr'): CarouselEvent | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return { type: 'next' };
  if (key === back) return { type: 'prev' };
  return null;
}

/** What the live region's message is filled with after a change ("Project 2 of 4: DevLink"). */
export function announcement(
  { index, count }: CarouselState,
  title: string,
): { index: number; count: number; title: string } {
  return { index: index + 1, count, title };
}
