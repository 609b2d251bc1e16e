import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { emit, type ContactFailureReason } from '../../lib/events.ts';
import { useI18n } from '../../i18n/context.tsx';
import { INITIAL_STATE, SLOW_NOTICE_MS, step, type ContactState } from './contact-state.ts';
import { isTrapped } from './honeypot.ts';
import { clampText, FIELD_MAX_LENGTH } from './limits.ts';
import { EMPTY_FORM, prepareRequest, type ContactForm, type ContactSettings } from './payload.ts';
import type { EmailResult, SendEmail } from './send-email.ts';
import { ThrottledError } from './throttle.ts';

export interface SendMessage {
  state: ContactState;
  form: ContactForm;
  /** The field whose text was cut to its limit, while it stays full; null otherwise. */
  cutField: keyof ContactForm | null;
  /** Sets a field, cut to its limit; `cut` says the caller already cut it (a paste). */
  setField(name: keyof ContactForm, value: string, cut?: boolean): void;
  /** Sends the form once; calls while a send is in flight are ignored. `trap`: the honeypot. */
  submit(trap: string): void;
}

type Failure = EmailResult & { reason: ContactFailureReason };

function failure(error: unknown): Failure {
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    if (typeof status === 'number') {
      return { status, text: String(text), reason: status === 0 ? 'network' : 'provider' };
    }
  }
  const text = error instanceof Error ? error.message : String(error);
  return { status: 0, text, reason: 'network' };
}

/** What the owner's event says about a trapped submission; no request was made. */
const HONEYPOT_FAILURE: Failure = { status: 0, text: 'Honeypot field filled', reason: 'honeypot' };

/**
 * Wires the submit state machine to the network, the alerts, the events and the form values.
 * The in-flight guard is a ref: two submits in one task both see the same render's state, so
 * state alone cannot stop the second request.
 */
export function useSendMessage(
  settings: ContactSettings,
  host: HTMLElement,
  send: SendEmail,
): SendMessage {
  const [state, dispatch] = useReducer(step, INITIAL_STATE);
  const [form, setForm] = useState<ContactForm>(EMPTY_FORM);
  const [cutField, setCutField] = useState<keyof ContactForm | null>(null);
  const inFlight = useRef(false);
  const { messages } = useI18n();
  // The values to send, current even when a keystroke and the submit share one task.
  const formRef = useRef(form);

  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(slowTimer.current), []);

  const setField = useCallback((name: keyof ContactForm, value: string, cut = false) => {
    const max = FIELD_MAX_LENGTH[name];
    const kept = clampText(value, max);
    formRef.current = { ...formRef.current, [name]: kept };
    setForm(formRef.current);
    // The notice stays while the field is full, so it is there when the visitor looks.
    if (cut || kept !== value) setCutField(name);
    else setCutField((current) => (current === name && kept.length < max ? null : current));
  }, []);

  const clearForm = useCallback(() => {
    setForm(EMPTY_FORM);
    setCutField(null);
    formRef.current = EMPTY_FORM;
  }, []);

  const submit = useCallback(
    (trap: string) => {
      if (inFlight.current) return;

      // A bot learns nothing: the same success, the same cleared form, and no request.
      if (isTrapped(trap)) {
        flushSync(() => {
          dispatch({ type: 'submit' });
          dispatch({ type: 'sent' });
          clearForm();
        });
        emit(host, 'portfolio-contact-failed', HONEYPOT_FAILURE);
        window.alert(messages['contact.sent']);
        return;
      }

      inFlight.current = true;
      dispatch({ type: 'submit' });
      slowTimer.current = setTimeout(() => dispatch({ type: 'slow' }), SLOW_NOTICE_MS);

      const fail = (result: Failure) => {
        clearTimeout(slowTimer.current);
        // The form keeps every value: the visitor must not retype a long message.
        flushSync(() => dispatch({ type: 'failed' }));
        inFlight.current = false;
        emit(host, 'portfolio-contact-failed', result);
        window.alert(messages['contact.failed']);
      };

      const prepared = prepareRequest(formRef.current, settings, document.baseURI);
      if (!prepared.ok) {
        console.error(prepared.message);
        emit(host, 'portfolio-error', { source: 'email', message: prepared.message });
        fail({ status: 0, text: prepared.message, reason: 'config' });
        return;
      }

      send(prepared.request).then(
        (result) => {
          clearTimeout(slowTimer.current);
          flushSync(() => {
            dispatch({ type: 'sent' });
            clearForm();
          });
          inFlight.current = false;
          emit(host, 'portfolio-contact-sent', { status: result.status, text: result.text });
          window.alert(messages['contact.sent']);
        },
        (error: unknown) => {
          if (error instanceof ThrottledError) {
            // Refused before any request: said inline, without an alert, values kept.
            clearTimeout(slowTimer.current);
            flushSync(() => dispatch({ type: 'throttled', waitSeconds: error.waitSeconds }));
            inFlight.current = false;
            const { status, text } = error;
            emit(host, 'portfolio-contact-failed', { status, text, reason: 'throttled' });
            return;
          }
          console.error('portfolio-contact: the message could not be sent.', error);
          fail(failure(error));
        },
      );
    },
    [clearForm, host, send, settings, messages],
  );

  return { state, form, cutField, setField, submit };
}
