/**
 * A bar at the bottom of an embed page that cannot open a link: the address, selected, to copy.
 * Styled through the CSSOM: the page holds to a strict `style-src 'self'`.
 */
let bar: HTMLElement | null = null;

export function showLinkNotice(href: string): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.setAttribute('role', 'status');
  Object.assign(bar.style, {
    position: 'fixed',
    left: '8px',
    right: '8px',
    bottom: '8px',
    zIndex: '2147483647',
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    padding: '10px 12px',
    borderRadius: '10px',
    background: '#14141a',
    border: '1px solid #2e2e38',
    color: '#f4f4f6',
    font: '14px/1.4 system-ui, sans-serif',
  });
  const label = document.createElement('span');
  label.textContent = 'This embed cannot open links. Copy the address:';
  const field = document.createElement('input');
  field.readOnly = true;
  field.value = href;
  field.setAttribute('aria-label', 'Link address');
  Object.assign(field.style, {
    flex: '1',
    minWidth: '0',
    font: 'inherit',
    color: 'inherit',
    background: '#010103',
    border: '1px solid #2e2e38',
    borderRadius: '6px',
    padding: '4px 6px',
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close');
  Object.assign(close.style, {
    font: 'inherit',
    color: 'inherit',
    background: 'none',
    border: '0',
    cursor: 'pointer',
  });
  close.addEventListener('click', () => bar?.remove());
  bar.append(label, field, close);
  document.body.append(bar);
  field.focus();
  field.select();
}
