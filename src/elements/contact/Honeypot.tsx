import { useI18n } from '../../i18n/context.tsx';
import { HONEYPOT } from './honeypot.ts';

export interface HoneypotProps {
  /** The form's id prefix, for the label. */
  baseId: string;
}

/**
 * The trap field: off screen, out of the accessibility tree (`aria-hidden`, and `inert` where
 * supported) and out of the tab order, but a plain text input that bots' scripts fill.
 */
export function Honeypot({ baseId }: HoneypotProps) {
  const id = `${baseId}-${HONEYPOT.name}`;
  const { t } = useI18n();
  return (
    <div className="trap" aria-hidden="true" inert>
      <label htmlFor={id}>{t('contact.honeypot')}</label>
      <input
        id={id}
        name={HONEYPOT.name}
        type="text"
        tabIndex={-1}
        autoComplete={HONEYPOT.autoComplete}
        defaultValue=""
      />
    </div>
  );
}

/** The trap's value at submit time, read from the page, where a bot's script put it; emptied. */
export function takeTrapValue(form: HTMLFormElement): string {
  const trap = form.elements.namedItem(HONEYPOT.name);
  if (!(trap instanceof HTMLInputElement)) return '';
  const value = trap.value;
  trap.value = '';
  return value;
}
