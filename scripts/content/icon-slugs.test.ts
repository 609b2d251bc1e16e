import { describe, expect, it } from 'vitest';
import { ICON_SHARDS, iconShard, shardFileName } from '../../src/elements/hero/icon-shards.ts';
import { ICON_SLUGS, iconShardFiles, ownIcons } from './icon-slugs.ts';

describe('iconShardFiles', () => {
  it('writes every shard, and every icon in the shard the page reads it from', () => {
    const shards = iconShardFiles();
    expect(shards).toHaveLength(ICON_SHARDS);
    const held = shards.flatMap(([name, icons]) =>
      Object.keys(icons).map((slug) => {
        expect(shardFileName(iconShard(slug))).toBe(name);
        return slug;
      }),
    );
    expect(held.sort()).toEqual(ICON_SLUGS);
    const [, icons] = shards.find(([name]) => name === shardFileName(iconShard('rust')))!;
    expect(icons.rust).toEqual({ title: 'Rust', hex: '000000', path: expect.stringMatching(/^M/) });
  });
});

describe('ownIcons', () => {
  it('carries the icons the content and its locales name that the page does not bundle', () => {
    const content = {
      hero: { logos: ['react', 'docker', 'typescript'] },
      projects: {
        items: [
          { logo: 'figma', isImage: false, tags: [{ icon: 'nextjs' }, { icon: 'rust' }] },
          { logo: './logo.svg', isImage: true, tags: [{ icon: 'Not A Slug' }, { icon: 'nope_x' }] },
        ],
      },
      locales: { pt: { hero: { logos: ['go'] } } },
    };
    expect(Object.keys(ownIcons(content))).toEqual(['docker', 'figma', 'go', 'rust', 'typescript']);
    expect(ownIcons(content).go).toMatchObject({ title: 'Go', hex: '00ADD8' });
  });

  it('carries nothing for content with the bundled icons alone, or none', () => {
    expect(ownIcons({ hero: { logos: ['react', 'git'] } })).toEqual({});
    expect(ownIcons({})).toEqual({});
    expect(ownIcons(null)).toEqual({});
  });
});
