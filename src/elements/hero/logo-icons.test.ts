import { gzipSync } from 'node:zlib';
import * as simpleIcons from 'simple-icons';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBasePath } from '../../lib/base-path.ts';
import {
  BUILT_IN_LOGOS,
  heroLogoIssues,
  iconUrl,
  listTitles,
  lookUpIcon,
  unknownIconIssue,
} from './logo-icons.ts';
import { iconShard, shardFileName } from './icon-shards.ts';

describe('BUILT_IN_LOGOS', () => {
  it('names the default logos as simple-icons does', () => {
    const bySlug = new Map(
      Object.values(simpleIcons)
        .filter((icon) => typeof icon === 'object' && 'slug' in icon)
        .map((icon) => [icon.slug, icon.title]),
    );
    for (const [slug, title] of Object.entries(BUILT_IN_LOGOS)) {
      expect(bySlug.get(slug)).toBe(title);
    }
  });
});

describe('heroLogoIssues', () => {
  it('takes up to four slugs, none at all included', () => {
    expect(heroLogoIssues(['typescript', 'docker', 'rust', 'figma'])).toEqual([]);
    expect(heroLogoIssues(['backstage_casting'])).toEqual([]);
    expect(heroLogoIssues([])).toEqual([]);
  });

  it('names an entry that is no slug by its index, and the list when too long or repeating', () => {
    expect(heroLogoIssues(['react', 'python', 'Not An Icon'])).toEqual([
      { path: 'hero.logos[2]', message: expect.stringContaining('not a simple-icons slug') },
    ]);
    expect(heroLogoIssues(['a', 'b', 'c', 'd', 'e'])).toEqual([
      { path: 'hero.logos', message: 'At most 4 logos' },
    ]);
    expect(heroLogoIssues(['git', 'git'])).toEqual([
      { path: 'hero.logos', message: 'Each logo at most once' },
    ]);
  });
});

describe('listTitles', () => {
  it('joins the names as a sentence says them', () => {
    expect(listTitles(['React', 'Python', 'Git', 'JavaScript'])).toBe(
      'React, Python, Git and JavaScript',
    );
    expect(listTitles(['Rust', 'Go'])).toBe('Rust and Go');
    expect(listTitles(['Rust'])).toBe('Rust');
    expect(listTitles([])).toBe('');
  });
});

describe('lookUpIcon', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A shard as the build writes it: gzip-compressed JSON, icons by slug. */
  const gzipped = (icons: object) =>
    new Response(gzipSync(JSON.stringify(icons)), {
      headers: { 'content-type': 'application/gzip' },
    });

  const stubFetch = (respond: (url: string) => Response | Promise<Response>) => {
    const fetch = vi.fn((url: string) => Promise.resolve(respond(url)));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it("reads the slug's shard beside the bundle, once per shard", async () => {
    const docker = { title: 'Docker', hex: '2496ED', path: 'M0 0h24v24H0z' };
    const fetch = stubFetch(() => gzipped({ docker }));
    expect(await lookUpIcon('docker')).toEqual({ found: true, icon: docker });
    expect(await lookUpIcon('docker')).toEqual({ found: true, icon: docker });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(await iconUrl('docker'));
    expect(await iconUrl('docker')).toMatch(
      new RegExp(`/icons/${shardFileName(iconShard('docker')).replace('.', '\\.')}$`),
    );
  });

  it('reads the shard under the base path the page set', async () => {
    setBasePath('https://cdn.example/portfolio');
    try {
      expect(await iconUrl('docker')).toBe(
        `https://cdn.example/portfolio/icons/${shardFileName(iconShard('docker'))}`,
      );
    } finally {
      setBasePath(null);
    }
  });

  it('reads a shard the host already unpacked (Content-Encoding: gzip)', async () => {
    const go = { title: 'Go', hex: '00ADD8', path: 'M1 1h2v2H1z' };
    stubFetch(() => Response.json({ go }));
    expect(await lookUpIcon('go')).toEqual({ found: true, icon: go });
  });

  it('takes a slug its shard does not hold as unknown, and names it by its place in hero.logos', async () => {
    stubFetch(() => gzipped({}));
    expect(await lookUpIcon('notanicon')).toEqual({ found: false });
    expect(unknownIconIssue('notanicon', 2)).toEqual({
      path: 'hero.logos[2]',
      message: expect.stringContaining('Unknown icon "notanicon"'),
    });
  });

  it('rejects a failed or malformed answer, and asks again next time', async () => {
    stubFetch(() => new Response('busy', { status: 503 }));
    await expect(lookUpIcon('figma')).rejects.toThrow(/HTTP 503/);
    stubFetch(() => gzipped({ figma: { title: 'Figma', hex: 'not hex', path: 'M0 0' } }));
    await expect(lookUpIcon('figma')).rejects.toThrow(/not an icon file/);
    stubFetch(() => new Response('<!doctype html>'));
    await expect(lookUpIcon('figma')).rejects.toThrow(/not an icon file/);
    const figma = { title: 'Figma', hex: 'F24E1E', path: 'M0 0h1v1z' };
    stubFetch(() => gzipped({ figma }));
    expect(await lookUpIcon('figma')).toEqual({ found: true, icon: figma });
  });
});
