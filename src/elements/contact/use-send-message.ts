import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { emit } from '../../lib/events.ts';
import {
  FAILED_TEXT,
  INITIAL_STATE,
  SENT_TEXT,
  SLOW_NOTICE_MS,
  step,
  type ContactState,
} from './contact-state.ts';
import { EMPTY_FORM, prepareRequest, type ContactForm, type ContactSettings } from './payload.ts';
import type { EmailResult, SendEmail } from './send-email.ts';

export interface SendMessage {
  state: ContactState;
  form: ContactForm;
  setField(name: keyof ContactForm, value: string): void;
  /** Sends the form once; calls while a send is in flight are ignored. */
  submit(): void;
}

function failure(error: unknown): EmailResult {
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    if (typeof status === 'number') return { status, text: String(text) };
  }
  return { status: 0, text: error instanceof Error ? error.message : String(error) };
}

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
  const inFlight = useRef(false);
  // The values to send, current even when a keystroke and the submit share one task.
  const formRef = useRef(form);

  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(slowTimer.current), []);

  const setField = useCallback((name: keyof ContactForm, value: string) => {
    formRef.current = { ...formRef.current, [name]: value };
    setForm(formRef.current);
  }, []);

  const submit = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'submit' });
    slowTimer.current = setTimeout(() => dispatch({ type: 'slow' }), SLOW_NOTICE_MS);

    const fail = (result: EmailResult) => {
      clearTimeout(slowTimer.current);
      // The form keeps every value: the visitor must not retype a long message.
      flushSync(() => dispatch({ type: 'failed' }));
      inFlight.current = false;
      emit(host, 'portfolio-contact-failed', result);
      window.alert(FAILED_TEXT);
    };

    const prepared = prepareRequest(formRef.current, settings, document.baseURI);
    if (!prepared.ok) {
      console.error(prepared.message);
      emit(host, 'portfolio-error', { source: 'email', message: prepared.message });
      fail({ status: 0, text: prepared.message });
      return;
    }

    send(prepared.request).then(
      (result) => {
        clearTimeout(slowTimer.current);
        flushSync(() => {
          dispatch({ type: 'sent' });
          setForm(EMPTY_FORM);
          formRef.current = EMPTY_FORM;
        });
        inFlight.current = false;
        emit(host, 'portfolio-contact-sent', { status: result.status, text: result.text });
        window.alert(SENT_TEXT);
      },
      (error: unknown) => {
        console.error('portfolio-contact: the message could not be sent.', error);
        fail(failure(error));
      },
    );
  }, [host, send, settings]);

  return { state, form, setField, submit };
}
