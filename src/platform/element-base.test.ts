// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootProps } from './element-base.ts';

// As the elements' build runs them: on Preact, whose render is synchronous.
vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom/client', () => import('./preact-client.ts'));

const { viewElement } = await import('./element-base.ts');

/** Each render of the view, by the `label` it was given. */
let renders: string[] = [];

function View({ props }: RootProps) {
  renders.push(props.label ?? '');
  return null;
}

let defined = 0;

/** A fresh tag for each test, defined with a view that records its renders. */
function define(holdsRoom = false): string {
  const tag = `test-view-${++defined}`;
  customElements.define(tag, viewElement({ props: ['label'], view: View, setUp() {}, holdsRoom }));
  return tag;
}

/** An element parsed with prerendered markup in its shadow root, before its tag is defined. */
function prerendered(tag: string, label: string): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute('label', label);
  element.attachShadow({ mode: 'open' }).innerHTML = '<p>Prerendered</p>';
  document.body.append(element);
  return element;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  document.body.replaceChildren();
  renders = [];
});

describe('an element’s first render', () => {
  it('without prerendered markup, happens as the element connects', () => {
    const element = document.createElement(define());
    element.setAttribute('label', 'plain');
    document.body.append(element);
    expect(renders).toEqual(['plain']);
  });

  it('in a box that holds its room, waits a task after the element connects', async () => {
    const element = document.createElement(define(true));
    element.setAttribute('label', 'held');
    document.body.append(element);
    expect(renders).toEqual([]);
    await nextTask();
    expect(renders).toEqual(['held']);
    element.remove();
    document.body.append(element);
    expect(renders).toEqual(['held', 'held']);
  });

  it('over prerendered markup, waits a task after the upgrade that defined the tag', async () => {
    const tag = `test-view-${defined + 1}`;
    prerendered(tag, 'one');
    prerendered(tag, 'two');
    define();
    expect(renders).toEqual([]);
    await nextTask();
    expect(renders).toEqual(['one', 'two']);
  });

  it('comes at once, and only once, with an attribute set while it waits', async () => {
    const tag = `test-view-${defined + 1}`;
    const element = prerendered(tag, 'before');
    define();
    element.setAttribute('label', 'after');
    expect(renders).toEqual(['after']);
    await nextTask();
    expect(renders).toEqual(['after']);
  });

  it('once it has come, renders a moved element as it reconnects: its markup is gone', async () => {
    const tag = `test-view-${defined + 1}`;
    const element = prerendered(tag, 'moved');
    define();
    await nextTask();
    element.remove();
    document.body.append(element);
    expect(renders).toEqual(['moved', 'moved']);
  });

  it('never comes for an element removed while it waits', async () => {
    const tag = `test-view-${defined + 1}`;
    const element = prerendered(tag, 'gone');
    define();
    element.remove();
    await nextTask();
    expect(renders).toEqual([]);
  });
});
