// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// As the elements' build runs them: on Preact, whose render is synchronous.
vi.mock('react', () => import('preact/compat'));

const { createElement } = await import('react');
const { render } = await import('preact');
const { holdPrerendered, holdsPrerendered, useTakeover } = await import('./takeover.ts');

/** A shadow root holding prerendered markup: its inline style and a paragraph. */
function prerenderedRoot(): { root: ShadowRoot; host: HTMLElement } {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<style>p{color:red}</style><p>Prerendered</p>';
  document.body.append(host);
  return { root, host };
}

function Takeover({ root, ready }: { root: ShadowRoot; ready: boolean }) {
  useTakeover(root, ready);
  return null;
}

const container = document.createElement('div');

afterEach(() => {
  render(null, container);
  document.body.replaceChildren();
});

describe('the takeover of prerendered markup', () => {
  it('adopts the view’s styles as it removes the markup, not before', () => {
    const { root } = prerenderedRoot();
    const seen: string[][] = [];
    const adopt = vi.fn(() => seen.push([...root.childNodes].map((node) => node.nodeName)));
    holdPrerendered(root, [...root.childNodes], adopt);

    render(createElement(Takeover, { root, ready: false }), container);
    expect(adopt).not.toHaveBeenCalled();
    expect(holdsPrerendered(root)).toBe(true);

    render(createElement(Takeover, { root, ready: true }), container);
    expect(adopt).toHaveBeenCalledTimes(1);
    // In the same commit: the inline style still styled the markup as the sheets came.
    expect(seen).toEqual([['STYLE', 'P']]);
    expect(root.childNodes.length).toBe(0);
    expect(holdsPrerendered(root)).toBe(false);

    render(createElement(Takeover, { root, ready: true }), container);
    expect(adopt).toHaveBeenCalledTimes(1);
  });
});
