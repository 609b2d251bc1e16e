/**
 * The contact form's submit state (spec section 4): idle -> sending -> idle, whatever the
 * outcome. The outcome is kept beside the phase for the inline status message.
 */

import { fill } from '../../i18n/languages.ts';
import { EN_CONTACT } from '../../i18n/messages/en.ts';

/** The spec's alert texts (section 8) in English; each language's are its messages. */
export const SENT_TEXT = EN_CONTACT['contact.sent'];
export const FAILED_TEXT = EN_CONTACT['contact.failed'];
/** The button's label while a request is in flight. */
export const SENDING_LABEL = EN_CONTACT['contact.sending'];

type ContactMessages = Readonly<Record<keyof typeof EN_CONTACT, string>>;

export type Phase = 'idle' | 'sending';
/**
 * 'slow': still in flight after SLOW_NOTICE_MS, so the visitor is told it is taking long.
 * 'throttled': refused before any request, a message having gone out moments ago.
 */
export type Outcome = 'none' | 'slow' | 'sent' | 'failed' | 'throttled';

/** After this long without an answer, the status line says the mail service is slow. */
export const SLOW_NOTICE_MS = 8000;

export interface ContactState {
  phase: Phase;
  /** How the last attempt ended; 'none' before the first one and while one is in flight. */
  outcome: Outcome;
  /** Only when throttled: whole seconds until the page can send again. */
  waitSeconds?: number;
}

export type ContactEvent =
  | { type: 'submit' }
  | { type: 'slow' }
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'throttled'; waitSeconds: number };

export const INITIAL_STATE: ContactState = { phase: 'idle', outcome: 'none' };

export function step(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'submit':
      // A second submit while one is in flight changes nothing: one submit, one request.
      return state.phase === 'sending' ? state : { phase: 'sending', outcome: 'none' };
    case 'slow':
      return state.phase === 'sending' ? { phase: 'sending', outcome: 'slow' } : state;
    case 'sent':
    case 'failed':
      // An answer only counts for the attempt in flight.
      return state.phase === 'sending' ? { phase: 'idle', outcome: event.type } : state;
    case 'throttled':
      return state.phase === 'sending'
        ? { phase: 'idle', outcome: 'throttled', waitSeconds: event.waitSeconds }
        : state;
  }
}

/** The inline status line (role="status") for a state; empty when there is nothing to say. */
export function statusText(state: ContactState, m: ContactMessages = EN_CONTACT): string {
  if (state.phase === 'sending' && state.outcome === 'slow') return m['contact.status.slow'];
  if (state.phase === 'sending') return m['contact.status.sending'];
  if (state.outcome === 'sent') return m['contact.status.sent'];
  if (state.outcome === 'failed') return m['contact.status.failed'];
  if (state.outcome === 'throttled') {
    const wait = state.waitSeconds ?? 1;
    const seconds = wait === 1 ? m['contact.second'] : fill(m['contact.seconds'], { count: wait });
    return fill(m['contact.status.throttled'], { seconds });
  }
  return '';
}
