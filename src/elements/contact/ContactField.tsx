/**
 * One field of the contact form: its label, its input (the message a textarea), the notice
 * that a long paste was cut, and the count of characters as the message nears its limit.
 */
import type { ClipboardEvent } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { FIELD_MAX_LENGTH, insertWithin, showCount } from './limits.ts';
import type { ContactForm } from './payload.ts';
import type { SendMessage } from './use-send-message.ts';

/** The form's fields in order, with their labels and input attributes. */
export const FIELDS = [
  { name: 'name', label: 'contact.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'contact.email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'contact.message', type: 'textarea', autoComplete: 'off' },
] as const satisfies readonly { name: keyof ContactForm; [key: string]: string }[];

/** Rows of the message box: room for a few sentences before it scrolls. */
const MESSAGE_ROWS = 5;

export interface ContactFieldProps {
  field: (typeof FIELDS)[number];
  /** The form's id prefix. */
  baseId: string;
  value: string;
  placeholder: string;
  /** Its text was cut to its limit, and stays full: the notice says so. */
  cut: boolean;
  setField: SendMessage['setField'];
}

/** A field of the form, as its entry in FIELDS describes it. */
export function ContactField({
  field,
  baseId,
  value,
  placeholder,
  cut,
  setField,
}: ContactFieldProps) {
  const { t, lang } = useI18n();
  // Counts in the language's digits (Intl.NumberFormat).
  const count = (n: number) => n.toLocaleString(lang);

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

  const id = `${baseId}-${field.name}`;
  const max = FIELD_MAX_LENGTH[field.name];
  const length = value.length;
  const counted = field.type === 'textarea' && showCount(length, max);
  const common = {
    id,
    name: field.name,
    className: 'input',
    required: true,
    maxLength: max,
    autoComplete: field.autoComplete,
    placeholder,
    value,
    'aria-describedby': counted ? `${id}-count` : undefined,
    onChange: (event: { currentTarget: { value: string } }) =>
      setField(field.name, event.currentTarget.value),
    onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onPaste(field.name, event),
  };
  return (
    <div className="field">
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
          {cut ? t('contact.cut', { max: count(max) }) : ''}
        </p>
        {counted ? (
          <p className="count" id={`${id}-count`} data-full={length >= max} part="count">
            {count(length)} / {count(max)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
