import { expect } from '@esm-bundle/chai';
import '../../dist/elements/portfolio-nav.js';
import '../../dist/elements/portfolio-footer.js';
import '../../dist/elements/portfolio-contact.js';
import { cleanup, fixture, rendered, shadow, until, waitForEvent } from './support.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url).href;

function brand(host: Element): string | null | undefined {
  return host.shadowRoot?.querySelector('.brand')?.textContent;
}

afterEach(cleanup);

describe('element platform', () => {
  it('renders into an open shadow root with its adopted styles', async () => {
    const nav = fixture('<portfolio-nav></portfolio-nav>');
    const bar = await rendered(nav, '.bar');
    expect(shadow(nav).adoptedStyleSheets.length).to.be.greaterThan(1);
    expect(getComputedStyle(bar).position).to.equal('fixed');
    expect(getComputedStyle(bar).backgroundColor).to.equal('rgba(0, 0, 0, 0.9)');
    expect(getComputedStyle(nav).display).to.equal('block');
  });

  it('adds the web fonts to the document once, Inter already loaded', async () => {
    fixture('<portfolio-nav></portfolio-nav><portfolio-footer></portfolio-footer>');
    const inter = () =>
      [...document.fonts].filter((face) => /^"?Inter Variable"?$/.test(face.family));
    await until(() => inter().length, 5000, 'Inter in the document');
    // In the same task as Inter, JetBrains Mono's rule, fetched only where text uses it.
    const rules = document.adoptedStyleSheets.flatMap((sheet) =>
      [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule),
    );
    expect(rules.map((rule) => rule.style.getPropertyValue('font-family'))).to.deep.equal([
      '"JetBrains Mono"',
    ]);
    expect(inter().map((face) => face.status)).to.deep.equal(['loaded']);
    expect(document.fonts.check('16px "Inter Variable"')).to.equal(true);
  });

  it('exposes theme tokens that a page can override', async () => {
    const nav = fixture(
      '<portfolio-nav style="--portfolio-accent: rgb(255, 0, 0)"></portfolio-nav>',
    );
    await rendered(nav, '.bar');
    expect(getComputedStyle(nav).getPropertyValue('--portfolio-accent').trim()).to.equal(
      'rgb(255, 0, 0)',
    );
  });

  it('an attribute emptied or removed reaches the view, as one set does', async () => {
    fixture(`<script type="application/json" id="site-d">{"owner":{"firstName":"Set"}}</script>`);
    const nav = fixture('<portfolio-nav config="#site-d"></portfolio-nav>');
    await until(() => brand(nav) === 'Set');
    nav.setAttribute('config', '');
    await until(() => brand(nav) === 'Jordan', 5000, 'the emptied config to reach the view');
    nav.setAttribute('config', '#site-d');
    await until(() => brand(nav) === 'Set');
    nav.removeAttribute('config');
    await until(() => brand(nav) === 'Jordan', 5000, 'the removed config to reach the view');
  });

  it('a property reads and writes its attribute, camelCase to kebab-case', async () => {
    fixture(`<script type="application/json" id="site-e">{"owner":{"firstName":"Prop"}}</script>`);
    const nav = fixture<HTMLElement & { config?: string | null }>(
      '<portfolio-nav></portfolio-nav>',
    );
    await rendered(nav, '.brand');
    nav.config = '#site-e';
    expect(nav.getAttribute('config')).to.equal('#site-e');
    await until(() => brand(nav) === 'Prop');
    expect(nav.config).to.equal('#site-e');
    nav.config = null;
    expect(nav.hasAttribute('config')).to.equal(false);
    expect(nav.config).to.equal(undefined);
    await until(() => brand(nav) === 'Jordan');
    const contact = document.createElement('portfolio-contact') as HTMLElement & {
      publicKey?: string;
    };
    contact.publicKey = 'key-1';
    expect(contact.getAttribute('public-key')).to.equal('key-1');
  });

  it('defining a tag again does not throw', async () => {
    const before = customElements.get('portfolio-nav');
    await import(`../../dist/elements/portfolio-nav.js?again=${Date.now()}`);
    expect(customElements.get('portfolio-nav')).to.equal(before);
  });
});

describe('content sources and precedence', () => {
  it('renders the sample content with no configuration', async () => {
    const nav = fixture('<portfolio-nav></portfolio-nav>');
    await rendered(nav, '.brand');
    expect(brand(nav)).to.equal('Jordan');
    const links = [...shadow(nav).querySelectorAll('.nav-desktop a')].map((a) => a.textContent);
    expect(links).to.deep.equal(['Home', 'About', 'Work', 'Contact']);
  });

  it('reads config="#id" from a document JSON script', async () => {
    fixture(
      `<script type="application/json" id="site-a">{"owner":{"firstName":"Document"}}</script>`,
    );
    const nav = fixture('<portfolio-nav config="#site-a"></portfolio-nav>');
    await until(() => brand(nav) === 'Document');
  });

  it('fetches config="<url>"', async () => {
    const nav = fixture(`<portfolio-nav config="${FIXTURES}nav-config.json"></portfolio-nav>`);
    await until(() => brand(nav) === 'Url');
    expect(shadow(nav).querySelector('.nav-desktop a')?.getAttribute('href')).to.equal('/blog');
  });

  it('a child JSON script overrides the config attribute', async () => {
    fixture(
      `<script type="application/json" id="site-b">{"owner":{"firstName":"Document","name":"Doc Name"}}</script>`,
    );
    const nav = fixture(`<portfolio-nav config="#site-b">
      <script type="application/json">{"owner":{"firstName":"Child"}}</script>
    </portfolio-nav>`);
    await until(() => brand(nav) === 'Child');
  });

  it('re-renders when the child script changes', async () => {
    const nav = fixture(
      `<portfolio-nav><script type="application/json">{"owner":{"firstName":"One"}}</script></portfolio-nav>`,
    );
    await until(() => brand(nav) === 'One');
    nav.querySelector('script')!.textContent = '{"owner":{"firstName":"Two"}}';
    await until(() => brand(nav) === 'Two');
  });

  it('re-reads when the config attribute changes', async () => {
    fixture(
      `<script type="application/json" id="site-c">{"owner":{"firstName":"Changed"}}</script>`,
    );
    const nav = fixture('<portfolio-nav></portfolio-nav>');
    await until(() => brand(nav) === 'Jordan');
    nav.setAttribute('config', '#site-c');
    await until(() => brand(nav) === 'Changed');
  });
});

const BAD_CONFIGS: [name: string, setup: string, config: string, path: RegExp][] = [
  [
    'invalid JSON',
    '<script type="application/json" id="bad-json">{"owner": </script>',
    '#bad-json',
    /config #bad-json/,
  ],
  [
    'a wrong type',
    '<script type="application/json" id="bad-type">{"owner":{"firstName":42}}</script>',
    '#bad-type',
    /owner\.firstName/,
  ],
  [
    'an unknown key',
    '<script type="application/json" id="bad-key">{"owner":{"nick":"x"}}</script>',
    '#bad-key',
    /owner\.nick/,
  ],
  [
    'a javascript: URL',
    '<script type="application/json" id="bad-url">{"nav":{"items":[{"id":1,"name":"x","href":"javascript:alert(1)"}]}}</script>',
    '#bad-url',
    /nav\.items\[0\]\.href/,
  ],
  ['a missing #id', '', '#does-not-exist', /config/],
  ['a 404 config URL', '', `${FIXTURES}missing.json`, /config/],
];

describe('bad configuration', () => {
  for (const [name, setup, config, path] of BAD_CONFIGS) {
    it(`${name}: shows an error panel naming the path, logs, fires portfolio-error; the neighbour renders`, async () => {
      const logged: string[] = [];
      const originalError = console.error;
      console.error = (...args: unknown[]) => logged.push(args.join(' '));
      try {
        if (setup) fixture(setup);
        const errors: CustomEvent[] = [];
        const listener = (event: Event) => errors.push(event as CustomEvent);
        document.addEventListener('portfolio-error', listener);
        const broken = fixture(
          `<div><portfolio-nav config="${config}"></portfolio-nav><portfolio-footer></portfolio-footer></div>`,
        );
        const nav = broken.querySelector('portfolio-nav')!;
        const footer = broken.querySelector('portfolio-footer')!;
        const panel = await rendered(nav, '.config-error');
        expect(panel.getAttribute('role')).to.equal('alert');
        expect(panel.textContent).to.match(path);
        expect((panel as HTMLElement).offsetHeight).to.be.greaterThan(40);
        await until(() => errors.length > 0, 5000, 'portfolio-error');
        document.removeEventListener('portfolio-error', listener);
        expect(errors[0]!.detail.source).to.equal('config');
        expect(errors[0]!.detail.message).to.match(path);
        expect(errors[0]!.composed && errors[0]!.bubbles).to.equal(true);
        expect(logged.some((line) => path.test(line))).to.equal(true);
        const copyright = await rendered(footer, '.copyright');
        expect(copyright.textContent).to.match(/2024/);
      } finally {
        console.error = originalError;
      }
    });
  }

  it('a mistake in the owner shows in each section whose text the owner fills, not only in some', async () => {
    const originalError = console.error;
    console.error = () => undefined;
    try {
      fixture(
        '<script type="application/json" id="owner-typo">{"owner":{"emial":"sam@example.org"}}</script>',
      );
      const page = fixture(
        '<div><portfolio-nav config="#owner-typo"></portfolio-nav><portfolio-contact config="#owner-typo"></portfolio-contact><portfolio-footer config="#owner-typo"></portfolio-footer></div>',
      );
      // The contact form would send to, and offer, the sample's address ({email}); the footer
      // would sign with the sample's name.
      for (const tag of ['portfolio-nav', 'portfolio-contact', 'portfolio-footer']) {
        const panel = await rendered(page.querySelector(tag)!, '.config-error');
        expect(panel.textContent, tag).to.match(/owner\.emial\s*Unknown key "emial"/);
      }
    } finally {
      console.error = originalError;
    }
  });

  it('strings are shown as text, never parsed as HTML', async () => {
    const nav = fixture(
      `<portfolio-nav><script type="application/json">{"owner":{"firstName":"<img src=x onerror=alert(1)>"}}</script></portfolio-nav>`,
    );
    await until(() => brand(nav) === '<img src=x onerror=alert(1)>');
    expect(shadow(nav).querySelector('img')).to.equal(null);
  });

  it('fires the error event on the element, crossing the shadow boundary', async () => {
    const host = document.createElement('portfolio-footer');
    host.setAttribute('config', '#nope');
    const event = waitForEvent(host, 'portfolio-error');
    fixture('<div></div>').append(host);
    expect((await event).detail).to.have.property('source', 'config');
  });
});
