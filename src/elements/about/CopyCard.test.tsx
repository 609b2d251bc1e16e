// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../../lib/constants.ts';
import { I18nContext, makeI18n } from '../../i18n/context.tsx';
import { EN } from '../../i18n/messages/en-all.ts';
import { CopyCard } from './CopyCard.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMAIL = 'owner@example.com';

let host: HTMLElement;
let shadow: ShadowRoot;
let root: Root;
let copies: unknown[];
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
let execCommand: ReturnType<typeof vi.fn<(command: string) => boolean>>;

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  shadow = host.attachShadow({ mode: 'open' });
  root = createRoot(shadow);
  copies = [];
  host.addEventListener('portfolio-copy', (event) => copies.push((event as CustomEvent).detail));
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  execCommand = vi.fn<(command: string) => boolean>(() => false);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  act(() =>
    root.render(
      <I18nContext.Provider value={makeI18n('en', 'ltr', EN)}>
        <CopyCard title="Contact me" email={EMAIL} host={host} />
      </I18nContext.Provider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const button = () => shadow.querySelector<HTMLButtonElement>('.copy-button')!;
const icon = () => shadow.querySelector('.copy-icon')!.getAttribute('data-icon');
const status = () => shadow.querySelector('[role="status"]')!.textContent;
const field = () => shadow.querySelector<HTMLInputElement>('.copy-field');
const click = () => act(async () => button().click());
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CopyCard', () => {
  it('shows the address in a button named for what it does', () => {
    expect(button().textContent).toContain(EMAIL);
    expect(button().getAttribute('aria-label')).toBe(`Copy ${EMAIL}`);
    expect(icon()).toBe('copy');
  });

  it('copies the e-mail, shows the check icon for 2 s, then the copy icon again', async () => {
    await click();
    expect(writeText).toHaveBeenCalledWith(EMAIL);
    expect(copies).toEqual([{ email: EMAIL }]);
    expect(icon()).toBe('check');
    expect(status()).toBe('Copied to the clipboard');
    wait(COPY_CONFIRMATION_MS - 1);
    expect(icon()).toBe('check');
    wait(1);
    expect(icon()).toBe('copy');
    expect(status()).toBe('Click to copy');
  });

  it('restarts the 2 s on a repeated click', async () => {
    await click();
    wait(1500);
    await click();
    expect(copies).toHaveLength(2);
    wait(1000); // 2.5 s after the first click, 1 s after the second
    expect(icon()).toBe('check');
    wait(COPY_CONFIRMATION_MS - 1000);
    expect(icon()).toBe('copy');
  });

  it('falls back to the copy command on a selected field when the Clipboard API is refused', async () => {
    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    execCommand.mockImplementationOnce(() => {
      // The command copies the selection: the field must be there and selected by now.
      expect(field()?.value).toBe(EMAIL);
      expect(field()!.selectionEnd! - field()!.selectionStart!).toBe(EMAIL.length);
      return true;
    });
    await click();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(icon()).toBe('check');
    expect(copies).toEqual([{ email: EMAIL }]);
    expect(shadow.activeElement).toBe(button());
  });

  it('leaves the address selected with instructions when copying is refused outright', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await click();
    expect(icon()).toBe('copy');
    expect(copies).toEqual([]);
    expect(field()?.value).toBe(EMAIL);
    expect(field()?.readOnly).toBe(true);
    expect(shadow.activeElement).toBe(field());
    expect(status()).toMatch(/press Ctrl\+C \(⌘C on a Mac\)/);
  });
});
