import type { ReactNode } from 'react';

export interface TypedLineProps {
  /** What screen readers read, whole, at once. */
  full: string;
  /** What is on screen now. */
  typed: ReactNode;
  /** Invisible text that reserves the line's largest size, so nothing shifts while typing. */
  ghost: ReactNode;
  /**
   * The rest of the phrase being typed, laid out but invisible: the typed part then sits where
   * the whole phrase will, and grows without moving (a centred line would shift every letter).
   */
  rest?: string;
  caret: boolean;
  className?: string;
}

/**
 * One typed line: the whole text for assistive technology, the typed text and caret for eyes.
 * Its direction is its own text's (`dir="auto"`): an English phrase on an Arabic page types
 * left to right with the caret at its right, an Arabic one the other way.
 */
export function TypedLine({ full, typed, ghost, rest, caret, className = '' }: TypedLineProps) {
  return (
    <span className={`typed-line ${className}`} dir="auto">
      <span className="visually-hidden">{full}</span>
      <span className="typed-ghost" aria-hidden="true">
        {ghost}
      </span>
      <span className="typed-box" aria-hidden="true">
        <span className="typed-text" aria-hidden="true">
          {typed}
          {caret && <span className="typed-caret" />}
        </span>
        {rest && <span className="typed-rest">{rest}</span>}
      </span>
    </span>
  );
}
