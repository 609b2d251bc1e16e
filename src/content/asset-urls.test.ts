import { describe, expect, it } from 'vitest';
import { assetUrl, resolveAssetUrls } from './asset-urls.ts';
import type { Content } from './types.ts';

const DIST = 'https://cdn.example/portfolio/dist/';

describe('content files resolve against dist/', () => {
  it('resolves a relative path against dist/, and leaves every other address as it is', () => {
    expect(assetUrl('images/me.png', DIST)).toBe(`${DIST}images/me.png`);
    expect(assetUrl('./images/me.png', DIST)).toBe(`${DIST}images/me.png`);
    expect(assetUrl('/images/me.png', DIST)).toBe('https://cdn.example/images/me.png');
    for (const url of [
      'https://x.example/a.png',
      'data:image/png;base64,AA',
      'blob:x',
      '//x.example/a.png',
    ]) {
      expect(assetUrl(url, DIST)).toBe(url);
    }
    // Where the page's own base is dist/'s (npm run dev, an app without a base path).
    expect(assetUrl('images/me.png', null)).toBe('images/me.png');
    // A prerendered page in a folder: dist/ is one level up.
    expect(assetUrl('images/me.png', '../')).toBe('../images/me.png');
  });

  it("resolves every file of the content, not its links nor a project's icon logo", () => {
    const content = {
      hero: { photo: 'desk.png', deskSrc: 'desk.glb', cta: { label: 'Go', href: 'about/' } },
      about: { avatar: 'me.png' },
      projects: {
        computerSrc: 'pc.glb',
        items: [
          { logo: 'rust', isImage: false, spotlight: 'a.png', texture: 'a.mp4', href: 'demo/' },
          { logo: 'logo.svg', spotlight: 'https://x.example/b.png' },
        ],
      },
      work: { characterSrc: 'me.glb', jobs: [{ icon: 'acme.svg' }] },
    } as unknown as Partial<Content>;
    resolveAssetUrls(content, DIST);
    expect(content).toEqual({
      hero: {
        photo: `${DIST}desk.png`,
        deskSrc: `${DIST}desk.glb`,
        cta: { label: 'Go', href: 'about/' },
      },
      about: { avatar: `${DIST}me.png` },
      projects: {
        computerSrc: `${DIST}pc.glb`,
        items: [
          {
            logo: 'rust',
            isImage: false,
            spotlight: `${DIST}a.png`,
            texture: `${DIST}a.mp4`,
            href: 'demo/',
          },
          { logo: `${DIST}logo.svg`, spotlight: 'https://x.example/b.png' },
        ],
      },
      work: { characterSrc: `${DIST}me.glb`, jobs: [{ icon: `${DIST}acme.svg` }] },
    });
  });
});
