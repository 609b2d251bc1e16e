import { COPY_CONFIRMATION_MS } from '../../lib/constants.ts';

/**
 * The copy-email card's state, as the spec has it: `copied` is false, true for
 * COPY_CONFIRMATION_MS after a copy, then false again; a copy while it is true restarts the
 * time. When the browser refuses the clipboard, the card switches to `manual`: the address is
 * shown selected in a text field with instructions, until the next successful copy.
 */
export interface CopyState {
  copied: boolean;
  /** When the check icon goes (ms, same clock as the events), or null while not copied. */
  until: number | null;
  /** The Clipboard API was refused: the visitor copies the selected address themselves. */
  manual: boolean;
}

export type CopyEvent =
  { type: 'copied'; now: number } | { type: 'refused' } | { type: 'tick'; now: number };

export const INITIAL_COPY_STATE: CopyState = { copied: false, until: null, manual: false };

export function step(state: CopyState, event: CopyEvent): CopyState {
  switch (event.type) {
    case 'copied':
      return { copied: true, until: event.now + COPY_CONFIRMATION_MS, manual: false };
    case 'refused':
      return { copied: false, until: null, manual: true };
    case 'tick':
      if (state.until === null || event.now < state.until) return state;
      return { ...state, copied: false, until: null };
  }
}

/** The message the card announces to screen readers, and shows under the address. */
export function copyStatus(
  state: CopyState,
): 'about.copied' | 'about.copyBlocked' | 'about.clickToCopy' {
  if (state.copied) return 'about.copied';
  if (state.manual) return 'about.copyBlocked';
  return 'about.clickToCopy';
}
