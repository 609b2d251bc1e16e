import { expect } from '@esm-bundle/chai';
import '../../dist/elements/portfolio-footer.js';
import '../../dist/elements/portfolio-nav.js';
import { cleanup, fixture, nextFrame, rendered, shadow } from './support.ts';

afterEach(cleanup);

/** Parses HTML with its declarative shadow roots, as the prerendered page's parser does. */
function parsed(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'fixture';
  wrapper.setHTMLUnsafe(html);
  document.body.append(wrapper);
  return wrapper.firstElementChild as HTMLElement;
}

describe('taking over a declarative shadow root', () => {
  it('keeps the prerendered markup until the view replaces it, then holds one copy', async () => {
    const footer = parsed(
      '<portfolio-footer><template shadowrootmode="open"><footer class="footer prerendered">Prerendered</footer></template></portfolio-footer>',
    );
    // Upgraded on insertion, into the declarative root. React renders later, so its markup
    // still shows; Preact (the elements' runtime) may already have taken over. Either
    // way the root shows exactly one copy: never both, never neither.
    expect(footer.matches(':defined')).to.equal(true);
    const prerendered = shadow(footer).querySelector('.prerendered');
    const view = shadow(footer).querySelector('.copyright');
    expect(Number(prerendered !== null) + Number(view !== null)).to.equal(1);
    if (prerendered) expect(prerendered.textContent).to.equal('Prerendered');
    await rendered(footer, '.copyright');
    expect(shadow(footer).querySelector('.prerendered')).to.equal(null);
    expect(shadow(footer).children.length).to.equal(1);
    expect(shadow(footer).adoptedStyleSheets.length).to.be.greaterThan(1);
  });

  it('adopts the prerendered section: the same element, now with the view’s attributes and text', async () => {
    const footer = parsed(
      '<portfolio-footer><template shadowrootmode="open"><style>footer{}</style><footer class="footer prerendered" data-prerender-style="0"><p>Old words</p></footer><aside>never the view’s</aside></template></portfolio-footer>',
    );
    const section = shadow(footer).querySelector('footer')!;
    // Until the takeover its own <style> styles it. The view's sheets come with the takeover, in
    // the task that removes that <style>: the section's styles change once, not twice.
    expect(section.classList.contains('prerendered')).to.equal(true);
    expect(shadow(footer).adoptedStyleSheets).to.have.length(0);
    await rendered(footer, '.copyright');
    expect(shadow(footer).adoptedStyleSheets.length).to.be.greaterThan(1);
    expect(shadow(footer).firstElementChild).to.equal(section);
    expect(section.className).to.equal('footer');
    expect(section.hasAttribute('data-prerender-style')).to.equal(false);
    expect(section.textContent).to.not.contain('Old words');
    // What the view did not adopt goes, the inline styles with it.
    expect([...shadow(footer).children]).to.deep.equal([section]);
  });

  it('takes over a section above the window, a fixed bar scrolled past, without waiting', async () => {
    const nav = parsed(
      '<portfolio-nav><template shadowrootmode="open"><nav class="prerendered">Prerendered</nav></template></portfolio-nav>',
    );
    const spacer = fixture(`<div style="height: ${3 * innerHeight}px"></div>`);
    scrollTo(0, 2 * innerHeight);
    try {
      // Its host (no box of its own) now lies far above the window: it is no reader's to wait for.
      expect(nav.getBoundingClientRect().top).to.be.lessThan(-innerHeight);
      await rendered(nav, '.bar');
    } finally {
      scrollTo(0, 0);
      spacer.remove();
    }
  });

  it('takes over a section far below the window only as it comes near', async () => {
    const markup =
      '<template shadowrootmode="open"><footer class="prerendered">Prerendered</footer></template>';
    const wrapper = parsed(
      `<div><portfolio-footer>${markup}</portfolio-footer><div style="height: ${3 * innerHeight}px"></div><portfolio-footer>${markup}</portfolio-footer></div>`,
    );
    const [inView, below] = wrapper.querySelectorAll('portfolio-footer');
    // The one in the window is taken over on the same report that finds the other far below.
    await rendered(inView!, '.copyright');
    await nextFrame();
    expect(shadow(below!).querySelector('.prerendered')).to.not.equal(null);
    expect(shadow(below!).querySelector('.copyright')).to.equal(null);
    below!.scrollIntoView();
    try {
      await rendered(below!, '.copyright');
    } finally {
      scrollTo(0, 0);
    }
  });

  it('shows the error panel in place of the prerendered markup', async () => {
    const footer = parsed(
      '<portfolio-footer config="#nowhere"><template shadowrootmode="open"><p class="prerendered">Prerendered</p></template></portfolio-footer>',
    );
    const panel = await rendered(footer, '.config-error');
    expect(panel.textContent).to.contain('nowhere');
    expect([...shadow(footer).children].map((child) => child.className)).to.deep.equal([
      'config-error',
    ]);
  });

  it('attaches a fresh root as before where there is none', async () => {
    const footer = parsed('<portfolio-footer></portfolio-footer>');
    await rendered(footer, '.copyright');
    expect(shadow(footer).children.length).to.equal(1);
  });
});

describe("a section's first view without prerendered markup", () => {
  it('renders at once where the section starts in the window', () => {
    const footer = parsed('<portfolio-footer></portfolio-footer>');
    expect(shadow(footer).querySelector('.copyright')).to.not.equal(null);
  });

  it('renders nothing while apart from the document, then at once when it joins it', () => {
    const footer = document.createElement('portfolio-footer');
    footer.setAttribute('lang', 'en');
    footer.setAttribute('accent', '#ff6600');
    expect(shadow(footer).children.length).to.equal(0);
    fixture('<div></div>').append(footer);
    expect(shadow(footer).querySelector('.copyright')).to.not.equal(null);
  });

  it('renders in a later task where the section starts below the window', async () => {
    const footer = parsed(
      `<div><div style="height: ${2 * innerHeight}px"></div><portfolio-footer></portfolio-footer></div>`,
    ).querySelector('portfolio-footer')!;
    // Its module evaluated and its tag upgraded in this task: the view waits for one of its own.
    expect(shadow(footer).querySelector('.copyright')).to.equal(null);
    expect(shadow(footer).querySelector('.config-loading')).to.not.equal(null);
    await rendered(footer, '.copyright');
  });

  it('renders in a later task, with no placeholder, where the box holds its room', async () => {
    // The nav's bar is fixed: its box takes no room in the page, before its view or after.
    const nav = parsed('<portfolio-nav></portfolio-nav>');
    expect(shadow(nav).children.length).to.equal(0);
    expect(nav.getBoundingClientRect().height).to.equal(0);
    await rendered(nav, '.bar');
    expect(nav.getBoundingClientRect().height).to.equal(0);
  });
});
