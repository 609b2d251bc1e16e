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

  it('adopts the nodes it is offered: the same elements, with the view’s attributes and text', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<style>p{}</style><section class="prerendered" data-offered="" data-prerender-style="0">' +
      '<h1>Old <b>title</b></h1><i>gone</i></section><aside>left</aside>';
    const [style, section, aside] = [...container.childNodes] as Element[];
    const heading = section!.querySelector('h1');
    const view = createRoot(container).adopt([section!, aside!]);

    view.render(
      h('section', { class: 'view', id: 'home' }, h('h1', null, 'New ', h('b', null, 'name'))),
    );
    // Kept: the section and its heading, set to the view's; dropped: what the view lacks inside
    // them. What it does not match at the top stays for the takeover to remove, with its mark.
    expect(container.children[1]).toBe(section);
    expect(section!.querySelector('h1')).toBe(heading);
    expect(section!.outerHTML).toBe(
      '<section class="view" id="home"><h1>New <b>name</b></h1></section>',
    );
    expect([...container.childNodes]).toEqual([style, section, aside]);

    // Later renders diff against its own nodes; unmounting removes only them.
    view.render(h('section', { class: 'view', id: 'home' }, 'Two'));
    expect(container.children[1]).toBe(section);
    expect(section!.outerHTML).toBe('<section class="view" id="home">Two</section>');
    view.unmount();
    expect([...container.childNodes]).toEqual([style, aside]);
  });
});
