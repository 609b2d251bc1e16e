/**
 * A bar at the bottom of an embed page that cannot open a link: the address, selected, to copy.
 * Its styles are adopted into its own shadow root: the page holds to a strict `style-src 'self'`.
 */
import { adoptStyles } from '../styles/stylesheets.ts';
import css from './link-notice.css?inline';
import { mergeMessages } from '../i18n/languages.ts';
import { messageTableNow } from '../i18n/load-messages.ts';
import { EN_EMBED } from '../i18n/messages/en.ts';

let bar: HTMLElement | null = null;

export function showLinkNotice(href: string): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.setAttribute('role', 'status');
  const root = bar.attachShadow({ mode: 'open' });
  adoptStyles(root, [css]);
  // The section's language (`?lang=`), whose table the section has loaded by now.
  const m = mergeMessages(EN_EMBED, messageTableNow(document.documentElement.lang || 'en') ?? {});
  const label = document.createElement('span');
  label.textContent = m['embed.noLinks'];
  const field = document.createElement('input');
  field.readOnly = true;
  field.value = href;
  field.setAttribute('aria-label', m['embed.linkAddress']);
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', m['embed.close']);
  close.addEventListener('click', () => bar?.remove());
  root.append(label, field, close);
  document.body.append(bar);
  field.focus();
  field.select();
}
