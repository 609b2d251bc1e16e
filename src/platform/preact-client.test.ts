// @vitest-environment jsdom
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { createRoot } from './preact-client.ts';

describe('the light build’s createRoot (Preact)', () => {
  it('leaves the nodes already in the container alone and adds its own after them', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p class="prerendered">Prerendered</p>';
    const prerendered = container.firstChild;
    const root = createRoot(container);

    root.render(h('footer', { class: 'view' }, 'One'));
    expect(container.firstChild).toBe(prerendered);
    expect([...container.children].map((child) => child.className)).toEqual([
      'prerendered',
      'view',
    ]);

    // Updates reuse its own node; removing the prerendered one does not disturb it.
    const view = container.querySelector('.view');
    prerendered!.remove();
    root.render(h('footer', { class: 'view' }, 'Two'));
    expect(container.querySelector('.view')).toBe(view);
    expect(container.textContent).toBe('Two');
  });

  it('keeps its nodes in order as they change, and unmounting removes only them', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p class="kept">kept</p>';
    const root = createRoot(container);
    root.render(h('div', null, h('span', null, 'a')));
    root.render([h('i', { key: 'x' }, 'x'), h('div', { key: 'y' }, 'y')]);
    expect(container.innerHTML).toBe('<p class="kept">kept</p><i>x</i><div>y</div>');
    root.unmount();
    expect(container.innerHTML).toBe('<p class="kept">kept</p>');
  });
});
