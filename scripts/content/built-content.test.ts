import { describe, expect, it } from 'vitest';
import { pageHead } from '../site/page-head.ts';
import { builtContent, rebaseUrls } from './built-content.ts';

describe('builtContent', () => {
  it("puts the globe's marker at owner.location, keeping the label's other keys", () => {
    const built = builtContent({
      owner: { location: 'Lisbon, Portugal' },
      about: { globe: { label: { size: 20 } } },
    });
    expect(built.about).toEqual({
      globe: { label: { size: 20, lat: 38.72, lng: -9.13 } },
    });
  });
  it('leaves explicit coordinates, and content without a location, as they are', () => {
    const explicit = {
      owner: { location: 'Lisbon' },
      about: { globe: { label: { lat: 1, lng: 2 } } },
    };
    expect(builtContent(explicit)).toEqual(explicit);
    expect(builtContent({ theme: 'light' })).toEqual({ theme: 'light' });
  });
});

describe('rebaseUrls', () => {
  it('moves relative links one folder down, and nothing else: files resolve against dist/', () => {
    const content = {
      hero: { photo: 'me.webp', cta: { label: 'Go', href: '#about' } },
      projects: {
        items: [
          { title: 'a', logo: 'rust', isImage: false, spotlight: './shot.png', tags: [] },
          { title: 'b', logo: 'logo.svg', spotlight: 'https://cdn.example/shot.png', tags: [] },
          { title: 'c', href: 'demo/', tags: [] },
        ],
      },
      work: { jobs: [{ icon: '/abs/logo.png', title: 'keeps.png' }] },
      contact: { emailOrigin: '.' },
      footer: { social: [{ name: 'GitHub', href: '{github}', icon: 'github' }] },
    };
    expect(rebaseUrls(content, '../')).toEqual({
      hero: { photo: 'me.webp', cta: { label: 'Go', href: '#about' } },
      projects: {
        items: [
          { title: 'a', logo: 'rust', isImage: false, spotlight: './shot.png', tags: [] },
          { title: 'b', logo: 'logo.svg', spotlight: 'https://cdn.example/shot.png', tags: [] },
          { title: 'c', href: '../demo/', tags: [] },
        ],
      },
      work: { jobs: [{ icon: '/abs/logo.png', title: 'keeps.png' }] },
      contact: { emailOrigin: '../.' },
      // The owner's GitHub address, whatever page it is on.
      footer: { social: [{ name: 'GitHub', href: '{github}', icon: 'github' }] },
    });
  });

  it("moves a locale's links as the content's, and leaves its files", () => {
    const rebased = rebaseUrls(
      {
        locales: {
          pt: {
            hero: { photo: 'eu.webp', cta: { label: 'CV', href: './cv-pt.pdf' } },
            footer: { social: [{ name: 'Blog', href: 'blog/', icon: 'file' }] },
            messages: { 'contact.sent': 'docs/' },
          },
        },
      },
      '../',
    );
    expect(rebased).toEqual({
      locales: {
        pt: {
          hero: { photo: 'eu.webp', cta: { label: 'CV', href: '../cv-pt.pdf' } },
          footer: { social: [{ name: 'Blog', href: '../blog/', icon: 'file' }] },
          messages: { 'contact.sent': 'docs/' },
        },
      },
    });
  });
});

describe('pageHead', () => {
  const page = `<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width" />
    <title>Jordan Avery · Full-stack software engineer</title>
    <meta name="theme-color" content="#010103" />
  </head>`;
  it("writes the owner's title and the theme's metas", () => {
    const html = pageHead(
      page,
      { owner: { name: 'Mira Okafor', role: 'Platform engineer' }, theme: 'light' },
      null,
    );
    expect(html).toContain('<title>Mira Okafor · Platform engineer</title>');
    expect(html).toContain('<meta name="theme-color" content="#f6f5f2" />');
    expect(html).toContain('<meta name="color-scheme" content="light" />');
    expect(html).not.toContain('#010103');
  });
  it('gives an auto theme both tones, and an embed page its section', () => {
    const html = pageHead(page, { owner: { name: 'Mira' }, theme: 'auto' }, 'work');
    expect(html).toContain('<title>Work experience · Mira</title>');
    expect(html).toContain('<meta name="color-scheme" content="light dark" />');
    expect(html).toContain('media="(prefers-color-scheme: dark)" content="#010103"');
  });
});
