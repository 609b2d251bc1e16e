import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { ICON_SHARDS, iconShard, shardFileName } from './icon-shards.ts';
import { ICON_SHARD_FILES } from '../../three/icon-shard-files.ts';

const SLUGS = Object.values(simpleIcons)
  .filter((icon) => typeof icon === 'object' && 'slug' in icon)
  .map((icon) => icon.slug);

describe('icon shards', () => {
  it('puts a slug in the shard the build and every page agree on', () => {
    // Pinned: a changed hash would leave a page reading shards another build wrote.
    expect(['docker', 'rust', 'figma', 'deno', 'svelte'].map(iconShard)).toEqual([
      77, 103, 43, 17, 2,
    ]);
    expect(shardFileName(2)).toBe('02.json.gz');
    expect(shardFileName(ICON_SHARDS - 1)).toBe('7f.json.gz');
  });

  it('spreads simple-icons evenly: no shard holds more than twice its share', () => {
    const counts = new Array<number>(ICON_SHARDS).fill(0);
    for (const slug of SLUGS) counts[iconShard(slug)]!++;
    const share = SLUGS.length / ICON_SHARDS;
    expect(Math.max(...counts)).toBeLessThan(2 * share);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});

describe('ICON_SHARD_FILES', () => {
  it('names every shard the build writes, each at its index, beside dist/ chunks', () => {
    expect(ICON_SHARD_FILES).toHaveLength(ICON_SHARDS);
    ICON_SHARD_FILES.forEach((file, shard) => {
      expect(file().pathname).toMatch(new RegExp(`/icons/${shardFileName(shard)}$`));
    });
  });
});
