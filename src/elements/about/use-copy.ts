import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { emit } from '../../lib/events.ts';
import { INITIAL_COPY_STATE, step, type CopyState } from './copy-state.ts';

export interface CopyControls {
  state: CopyState;
  copy: () => Promise<void>;
  /** The copy button: focus returns to it after a fallback copy. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The text field shown, selected, when the clipboard is refused. */
  fieldRef: RefObject<HTMLInputElement | null>;
}

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('No Clipboard API');
  await navigator.clipboard.writeText(text);
}

/** The older copy command, on the selected text field; false where the browser refuses it too. */
function copySelection(field: HTMLInputElement | null): boolean {
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * Copies `email`, wiring the pure copy state to the clipboard, a timer and the DOM: the Clipboard
 * API first; where it is refused, the address in a visible selected field and the copy command;
 * where that fails as well, the field stays selected with instructions. Each copy fires
 * `portfolio-copy` and (re)starts the confirmation time.
 */
export function useCopy(email: string, host: HTMLElement): CopyControls {
  const [state, dispatch] = useReducer(step, INITIAL_COPY_STATE);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.until === null) return;
    const timer = setTimeout(
      () => dispatch({ type: 'tick', now: Date.now() }),
      Math.max(0, state.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state.until]);

  const copy = useCallback(async () => {
    const copied = () => {
      dispatch({ type: 'copied', now: Date.now() });
      emit(host, 'portfolio-copy', { email });
    };
    try {
      await writeClipboard(email);
      copied();
      return;
    } catch {
      // Refused (permissions, an insecure page, an iframe without clipboard-write): fall back.
    }
    // The field must be in the DOM before it can be selected, inside the same click.
    flushSync(() => dispatch({ type: 'refused' }));
    if (copySelection(fieldRef.current)) {
      copied();
      buttonRef.current?.focus();
    }
  }, [email, host]);

  return { state, copy, buttonRef, fieldRef };
}
