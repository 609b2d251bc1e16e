/**
 * Hostile content for every element: 10,000-character strings, 500 projects and jobs, HTML and
 * <script> inside strings, javascript:/data: URLs, missing images. No exception escapes, the
 * page never blanks, and errors are visible and name the field.
 */
import { expect } from '@esm-bundle/chai';
import '../../dist/portfolio-elements.js';
import { ELEMENT_ENTRIES } from '../../elements.config.ts';
import { cleanup, fixture, until } from './support.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url).href;
const TAGS = Object.keys(ELEMENT_ENTRIES);

const project = (over: Record<string, unknown> = {}) => ({
  title: 'Project',
  desc: 'Desc',
  subdesc: 'Sub',
  logo: `${FIXTURES}pixel.svg`,
  isImage: true,
  logoStyle: { backgroundColor: '#111', border: '1px solid #222', boxShadow: 'none' },
  spotlight: `${FIXTURES}pixel.svg`,
  tags: [{ id: 1, name: 'React', icon: 'react' }],
  ...over,
});
const job = (over: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Company',
  position: 'Engineer',
  duration: '2020 - 2021',
  title: 'Did things',
  icon: `${FIXTURES}pixel.svg`,
  animation: 'salute',
  ...over,
});

/** One content document touching every element's text. */
function contentWith(text: string) {
  return {
    owner: { name: text, firstName: text, role: text },
    hero: { greeting: text, phrases: [text] },
    about: { bio: { title: text, text }, why: { title: text, text }, skills: [text] },
    projects: { title: text, items: [project({ title: text, desc: text, subdesc: text })] },
    work: { title: text, jobs: [job({ name: text, position: text, title: text })] },
    contact: { title: text, intro: text },
    footer: { copyright: text, labels: [text] },
  };
}

/**
 * Elements sit far below the fold, so no 3D stage loads: these tests are about content. Below
 * Chromium's widest distance for a lazy image too (8,000 px, when it estimates a slow network):
 * at 4,000 px a project's logo once loaded before it was scrolled to, on a fresh clone.
 */
function mount(tag: string, content: unknown): HTMLElement {
  const wrapper = fixture(`<div style="margin-top: 12000px"></div>`);
  const element = document.createElement(tag);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = JSON.stringify(content);
  element.append(script);
  wrapper.append(element);
  // An earlier test may have scrolled (a focused field scrolls into view), and removing its
  // fixture need not have brought the window back up before this one is added.
  window.scrollTo(0, 0);
  return element;
}

async function renderedContent(element: HTMLElement): Promise<ShadowRoot> {
  const root = await until(
    () => {
      const root = element.shadowRoot;
      return root && root.children.length && (root.textContent ?? '').trim().length > 0
        ? root
        : null;
    },
    8000,
    `${element.localName} content`,
  );
  return root;
}

let pageErrors: string[] = [];
const onError = (event: ErrorEvent) => pageErrors.push(event.message);
const onRejection = (event: PromiseRejectionEvent) => pageErrors.push(String(event.reason));
beforeEach(() => {
  pageErrors = [];
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});
afterEach(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  cleanup();
});

describe('hostile content', () => {
  for (const tag of TAGS) {
    it(`${tag}: 10,000-character strings render without errors or page overflow`, async () => {
      const long = 'W'.repeat(10_000);
      const element = mount(tag, contentWith(long));
      const root = await renderedContent(element);
      expect(root.querySelector('.config-error')).to.equal(null);
      expect(root.textContent).to.include(long.slice(0, 500));
      await until(() => document.documentElement.scrollWidth <= innerWidth, 3000, 'no overflow');
      expect(pageErrors).to.deep.equal([]);
    });

    it(`${tag}: HTML and <script> in strings are shown as text, never parsed`, async () => {
      const evil =
        '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>bold</b>';
      const element = mount(tag, contentWith(evil));
      const root = await renderedContent(element);
      expect(root.querySelector('.config-error')).to.equal(null);
      expect(root.textContent).to.include('<script>window.__pwned=1</script>');
      expect(root.querySelector('img[src="x"], script, b')).to.equal(null);
      expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    });
  }

  const URL_FIELDS: Record<string, [object, string]> = {
    'portfolio-nav': [
      { nav: { items: [{ id: 1, name: 'x', href: 'javascript:alert(1)' }] } },
      'nav.items[0].href',
    ],
    'portfolio-hero': [
      { hero: { cta: { label: 'x', href: 'data:text/html,<b>x</b>' } } },
      'hero.cta.href',
    ],
    'portfolio-about': [
      { about: { contactButton: { label: 'x', href: 'javascript:void 0' } } },
      'about.contactButton.href',
    ],
    'portfolio-projects': [
      // An image field takes data:image/… (what a bundler inlines), never another data: type.
      { projects: { items: [project({ spotlight: 'data:text/html,<script>alert(1)</script>' })] } },
      'projects.items[0].spotlight',
    ],
    'portfolio-work': [
      { work: { jobs: [job({ icon: 'javascript:alert(1)' })] } },
      'work.jobs[0].icon',
    ],
    'portfolio-contact': [
      { contact: { emailOrigin: 'javascript:alert(1)' } },
      'contact.emailOrigin',
    ],
    'portfolio-footer': [
      { footer: { social: [{ name: 'x', href: 'JaVaScRiPt:alert(1)', icon: 'github' }] } },
      'footer.social[0].href',
    ],
  };
  for (const [tag, [content, path]] of Object.entries(URL_FIELDS)) {
    it(`${tag}: a javascript:/data: URL is refused with an error naming ${path}`, async () => {
      const element = mount(tag, content);
      const panel = await until(
        () => element.shadowRoot?.querySelector('.config-error'),
        8000,
        'panel',
      );
      expect(panel.textContent).to.include(path);
      expect(
        element.shadowRoot!.querySelector(
          'a[href^="javascript"], a[href^="data"], img[src^="data"]',
        ),
      ).to.equal(null);
    });
  }

  it('portfolio-contact: a 100 KB paste is cut to the limit with a notice, never silently', async () => {
    const element = mount('portfolio-contact', {});
    const root = await renderedContent(element);
    const message = await until(
      () => root.querySelector<HTMLTextAreaElement>('textarea[name="message"]'),
      8000,
      'message box',
    );
    const limit = message.maxLength;
    expect(limit).to.be.within(1, 50 * 1024);
    message.focus();
    const data = new DataTransfer();
    data.setData('text/plain', 'Z'.repeat(100 * 1024));
    const paste = new ClipboardEvent('paste', {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    });
    message.dispatchEvent(paste);
    expect(paste.defaultPrevented).to.equal(true);
    await until(() => message.value.length === limit, 3000, 'the cut paste');
    const field = message.closest('.field')!;
    await until(() => field.querySelector('.notice')?.textContent, 3000, 'the notice');
    expect(field.querySelector('.notice')!.textContent).to.match(/^Cut to [\d,]+ characters/);
    expect(field.querySelector('.count')!.textContent).to.match(/^([\d,]+) \/ \1$/);
    await until(() => document.documentElement.scrollWidth <= innerWidth, 3000, 'no overflow');
    expect(pageErrors).to.deep.equal([]);
  });

  it('500 projects and 500 jobs render', async () => {
    const projects = mount('portfolio-projects', {
      projects: {
        items: Array.from({ length: 500 }, (_, i) => project({ title: `Project ${i + 1}` })),
      },
    });
    const work = mount('portfolio-work', {
      work: {
        jobs: Array.from({ length: 500 }, (_, i) => job({ id: i + 1, name: `Company ${i + 1}` })),
      },
    });
    const projectsRoot = await renderedContent(projects);
    const workRoot = await renderedContent(work);
    expect(projectsRoot.textContent).to.include('Project 1');
    expect(projectsRoot.textContent).to.match(/500/);
    await until(() => workRoot.textContent?.includes('Company 500'), 8000, 'job 500');
    expect(pageErrors).to.deep.equal([]);
  });

  it("a project's screenshot and logo below the window load only as they come near it", async () => {
    const spotlight = `${FIXTURES}pixel.svg?spotlight=${Math.random()}`;
    const logo = `${FIXTURES}pixel.svg?logo=${Math.random()}`;
    const projects = mount('portfolio-projects', {
      projects: { items: [project({ spotlight, logo })] },
    });
    const fetched = (url: string) =>
      performance.getEntriesByType('resource').some((entry) => entry.name === url);
    const root = await renderedContent(projects);
    const image = root.querySelector<HTMLImageElement>('.spotlight img')!;
    expect(image.loading).to.equal('lazy');
    expect(image.getBoundingClientRect().top - innerHeight).to.be.above(8000);
    // An image requested after the view has rendered has arrived: an eager one, requested as
    // the view rendered, would have too.
    const after = new Image();
    after.src = `${FIXTURES}pixel.svg?after=${Math.random()}`;
    await after.decode();
    await until(() => fetched(after.src), 8000, 'the later image');
    expect([fetched(spotlight), fetched(logo)]).to.deep.equal([false, false]);
    image.scrollIntoView();
    await until(() => image.complete && image.naturalWidth > 0, 8000, 'the screenshot');
    await until(() => fetched(spotlight) && fetched(logo), 8000, 'both requests');
    expect(pageErrors).to.deep.equal([]);
  });

  it('missing images show a placeholder that names the field, and fire portfolio-error', async () => {
    const errors: CustomEvent[] = [];
    const listener = (event: Event) => errors.push(event as CustomEvent);
    document.addEventListener('portfolio-error', listener);
    const missing = `${FIXTURES}does-not-exist.png`;
    const projects = mount('portfolio-projects', {
      projects: { items: [project({ spotlight: missing, logo: missing })] },
    });
    const work = mount('portfolio-work', { work: { jobs: [job({ icon: missing })] } });
    try {
      // Spotlights and company logos load lazily: bring each into view.
      (await until(() => projects.shadowRoot?.querySelector('.spotlight'), 8000)).scrollIntoView();
      await until(
        () => projects.shadowRoot?.querySelector('[data-field="projects.items[0].spotlight"]'),
        8000,
        'spotlight placeholder',
      );
      (await until(() => work.shadowRoot?.querySelector('.jobs'), 8000, 'jobs')).scrollIntoView();
      await until(
        () => work.shadowRoot?.querySelector('[data-field="work.jobs[0].icon"]'),
        8000,
        'icon placeholder',
      );
      await until(
        () => errors.some((e) => /work\.jobs\[0\]\.icon/.test(e.detail.message)),
        3000,
        'event',
      );
      expect(errors.every((e) => e.detail.source === 'asset')).to.equal(true);
      expect(projects.shadowRoot!.textContent).to.include('Project');
    } finally {
      document.removeEventListener('portfolio-error', listener);
    }
  });
});
