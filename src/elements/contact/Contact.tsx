import { IconArrowUpRight, IconLoader2 } from '@tabler/icons-react';
import {
  Fragment,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ClipboardEvent,
  type CSSProperties,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { ViewProps } from '../../platform/element-options.ts';
import { statusText } from './contact-state.ts';
import { useI18n } from '../../i18n/context.tsx';
import { Honeypot, takeTrapValue } from './Honeypot.tsx';
import { FIELD_MAX_LENGTH, insertWithin, showCount } from './limits.ts';
import { mailtoHref } from './mailto.ts';
import type { ContactForm } from './payload.ts';
import type { SendEmail } from './send-email.ts';
import { useLook } from '../../platform/look.tsx';
import { shippedUrl } from '../../lib/base-path.ts';
import terminalUrl from './terminal.svg?url';
import terminalLightUrl from './terminal-light.svg?url';
import { useSendMessage } from './use-send-message.ts';

export interface ContactProps extends ViewProps<'contact'> {
  /** The network call; the element passes the real EmailJS module, tests a fake. */
  send: SendEmail;
}

/** The form's fields in order, with their labels and input attributes. */
const FIELDS = [
  { name: 'name', label: 'contact.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'contact.email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'contact.message', type: 'textarea', autoComplete: 'off' },
] as const satisfies readonly { name: keyof ContactForm; [key: string]: string }[];

/** Rows of the message box: room for a few sentences before it scrolls. */
const MESSAGE_ROWS = 5;

/** "Or {link} at {address}.": the sentence's words around the link and the address. */
function WayOut({
  template,
  link,
  address,
}: {
  template: string;
  link: ReactNode;
  address: ReactNode;
}) {
  const parts = template.split(/(\{link\}|\{address\})/);
  return (
    <>
      {parts.map((part, i) =>
        part === '{link}' ? (
          <Fragment key={i}>{link}</Fragment>
        ) : part === '{address}' ? (
          <Fragment key={i}>{address}</Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** 'Let's talk': the contact form, sent through EmailJS. */
export function Contact({ content, host, root, send }: ContactProps) {
  const { contact } = content;
  const { state, form, cutField, setField, submit } = useSendMessage(contact, host, send);
  const baseId = useId();
  const sending = state.phase === 'sending';
  const { t, lang, messages } = useI18n();
  // Counts in the language's digits (Intl.NumberFormat).
  const count = (n: number) => n.toLocaleString(lang);
  const status = statusText(state, messages);
  const mailto =
    state.outcome === 'failed'
      ? mailtoHref(contact.toEmail, form, {
          named: (name) => t('contact.mailSubject', { name }),
          anonymous: t('contact.mailSubjectAnonymous'),
        })
      : null;

  // An absolute URL: a relative url() in a shadow root's adopted sheet resolves against the
  // document, not against the script that shipped the image.
  const { tone } = useLook();
  const artStyle = useMemo(() => {
    const art = shippedUrl(tone === 'light' ? terminalLightUrl : terminalUrl);
    return {
      '--contact-terminal': `url("${new URL(art, document.baseURI).href}")`,
    } as CSSProperties;
  }, [tone]);

  // Disabling the focused button drops focus to the page; hand it back once the send is over,
  // so a keyboard visitor does not start again from the top (in the commit, before a paint).
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (sending || !refocus.current) return;
    refocus.current = false;
    if (root.activeElement === null) buttonRef.current?.focus({ preventScroll: true });
  }, [sending, root]);

  const start = (formElement: HTMLFormElement) => {
    if (!sending) refocus.current = root.activeElement === buttonRef.current;
    submit(takeTrapValue(formElement));
  };

  // The button submits the form itself: a frame sandboxed without allow-forms fires no submit
  // event. Enter in a field clicks the button too; requestSubmit() still comes as a submit.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget.form;
    if (formElement?.reportValidity()) start(formElement);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start(event.currentTarget);
  };

  // `maxlength` alone cuts a long paste silently; this cuts it the same way and says so.
  const onPaste = (
    name: keyof ContactForm,
    event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => {
    const field = event.currentTarget;
    const end = field.value.length;
    const inserted = insertWithin(
      field.value,
      field.selectionStart ?? end,
      field.selectionEnd ?? end,
      event.clipboardData.getData('text/plain'),
      FIELD_MAX_LENGTH[name],
    );
    if (!inserted.cut) return;
    event.preventDefault();
    field.value = inserted.value;
    // An e-mail input has no selection API: its caret stays at the end.
    if (field.selectionStart !== null) field.setSelectionRange(inserted.caret, inserted.caret);
    setField(name, inserted.value, true);
  };

  return (
    <section className="contact" part="section" aria-labelledby={`${baseId}-title`}>
      <div className="container">
        <div className="terminal" part="terminal" style={artStyle}>
          <div className="layout">
            <header className="intro">
              <h2 className="title" id={`${baseId}-title`}>
                {contact.title}
              </h2>
              {contact.intro && <p className="lede">{contact.intro}</p>}
            </header>
            <form className="form panel" part="form" onSubmit={onSubmit} aria-busy={sending}>
              {FIELDS.map((field) => {
                const id = `${baseId}-${field.name}`;
                const max = FIELD_MAX_LENGTH[field.name];
                const length = form[field.name].length;
                const counted = field.type === 'textarea' && showCount(length, max);
                const common = {
                  id,
                  name: field.name,
                  className: 'input',
                  required: true,
                  maxLength: max,
                  autoComplete: field.autoComplete,
                  placeholder: contact.placeholders[field.name],
                  value: form[field.name],
                  'aria-describedby': counted ? `${id}-count` : undefined,
                  onChange: (event: { currentTarget: { value: string } }) =>
                    setField(field.name, event.currentTarget.value),
                  onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                    onPaste(field.name, event),
                };
                return (
                  <div className="field" key={field.name}>
                    <label className="label" htmlFor={id}>
                      {t(field.label)}
                    </label>
                    {field.type === 'textarea' ? (
                      <textarea {...common} rows={MESSAGE_ROWS} part="input" />
                    ) : (
                      <input {...common} type={field.type} part="input" />
                    )}
                    <div className="meta">
                      <p className="notice" aria-live="polite" part="notice">
                        {cutField === field.name ? t('contact.cut', { max: count(max) }) : ''}
                      </p>
                      {counted ? (
                        <p
                          className="count"
                          id={`${id}-count`}
                          data-full={length >= max}
                          part="count"
                        >
                          {count(length)} / {count(max)}
                        </p>
                      ) : null}
                    </div>
                  </div>
                );
              })}
              <Honeypot baseId={baseId} />
              <button
                ref={buttonRef}
                type="submit"
                className="button-primary submit"
                part="button"
                disabled={sending}
                onClick={onClick}
              >
                <span>{sending ? t('contact.sending') : t('contact.send')}</span>
                {sending ? (
                  <IconLoader2 className="spinner" size={18} aria-hidden="true" />
                ) : (
                  <IconArrowUpRight className="along-line" size={18} aria-hidden="true" />
                )}
              </button>
              <p
                className="status"
                role="status"
                data-outcome={sending ? 'sending' : state.outcome}
                part="status"
              >
                {status}
                {mailto ? (
                  <span className="way-out">
                    {' '}
                    <WayOut
                      template={t('contact.mailto')}
                      link={
                        <a className="mailto" href={mailto} part="mailto">
                          {t('contact.mailtoLink')}
                        </a>
                      }
                      address={<span className="address">{contact.toEmail.trim()}</span>}
                    />
                  </span>
                ) : null}
              </p>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
