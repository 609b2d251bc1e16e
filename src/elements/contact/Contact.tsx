import { IconArrowUpRight, IconLoader2 } from '@tabler/icons-react';
import { useId, useMemo, type CSSProperties, type FormEvent, type MouseEvent } from 'react';
import type { ViewProps } from '../../platform/element-options.ts';
import { statusText } from './contact-state.ts';
import { ContactField, FIELDS } from './ContactField.tsx';
import { useI18n } from '../../i18n/context.tsx';
import { Honeypot, takeTrapValue } from './Honeypot.tsx';
import { mailtoHref } from './mailto.ts';
import type { SendEmail } from './send-email.ts';
import { useLook } from '../../platform/look.tsx';
import { shippedUrl } from '../../lib/base-path.ts';
import terminalUrl from './terminal.svg?url';
import terminalLightUrl from './terminal-light.svg?url';
import { useRefocus } from './use-refocus.ts';
import { useSendMessage } from './use-send-message.ts';
import { WayOut } from './WayOut.tsx';

export interface ContactProps extends ViewProps<'contact'> {
  /** The network call; the element passes the real EmailJS module, tests a fake. */
  send: SendEmail;
}

/** 'Let's talk': the contact form, sent through EmailJS. */
export function Contact({ content, host, root, send }: ContactProps) {
  const { contact } = content;
  const { state, form, cutField, setField, submit } = useSendMessage(contact, host, send);
  const baseId = useId();
  const sending = state.phase === 'sending';
  const { t, messages } = useI18n();
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

  // Disabling the focused button drops focus to the page: it is handed back after the send.
  const { buttonRef, noteFocus } = useRefocus(sending, root);

  const start = (formElement: HTMLFormElement) => {
    noteFocus();
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
              {FIELDS.map((field) => (
                <ContactField
                  key={field.name}
                  field={field}
                  baseId={baseId}
                  value={form[field.name]}
                  placeholder={contact.placeholders[field.name]}
                  cut={cutField === field.name}
                  setField={setField}
                />
              ))}
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
