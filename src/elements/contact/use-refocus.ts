/**
 * Focus back on the send button after a send: disabling the focused button drops focus to the
 * page, so a keyboard visitor would start again from the top.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export interface Refocus {
  /** The send button. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Called as a send starts: notes whether the button has the focus to hand back. */
  noteFocus(): void;
}

/** Hands focus back to the send button once `sending` is over, if it had it as the send began. */
export function useRefocus(sending: boolean, root: ShadowRoot): Refocus {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // In the commit, before a paint.
  useLayoutEffect(() => {
    if (sending || !refocus.current) return;
    refocus.current = false;
    if (root.activeElement === null) buttonRef.current?.focus({ preventScroll: true });
  }, [sending, root]);
  const noteFocus = () => {
    if (!sending) refocus.current = root.activeElement === buttonRef.current;
  };
  return { buttonRef, noteFocus };
}
