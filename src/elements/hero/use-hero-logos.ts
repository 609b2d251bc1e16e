import { useEffect, useState } from 'react';
import type { ConfigIssue } from '../../content/types.ts';
import { BUILT_IN_LOGOS, isBuiltInLogo, lookUpIcon, unknownIconIssue } from './logo-icons.ts';

export interface HeroLogos {
  /** Each logo's name: a default's at once, another's once its icon file has come. */
  titles: string[];
  /** The slugs no icon file answers to, each named by its path (`hero.logos[2]`). */
  issues: ConfigIssue[];
}

interface Looked {
  key: string;
  /** Title by slug; null where the icon is unknown. Slugs whose lookup failed are absent. */
  titles: Record<string, string | null>;
}

/**
 * Looks up the icons the content names beyond the defaults, for the scene's text alternative and
 * to catch an unknown slug. A lookup that fails (offline) is the 3D stage's to report: it asks
 * for the same icon and falls back like any asset that does not load.
 */
export function useHeroLogos(slugs: readonly string[]): HeroLogos {
  const key = slugs.join(' ');
  const [looked, setLooked] = useState<Looked>({ key: '', titles: {} });

  useEffect(() => {
    const wanted = key.split(' ').filter((slug) => slug && !isBuiltInLogo(slug));
    if (!wanted.length) return;
    let live = true;
    void Promise.allSettled(wanted.map(lookUpIcon)).then((results) => {
      if (!live) return;
      const titles: Looked['titles'] = {};
      results.forEach((result, i) => {
        if (result.status !== 'fulfilled') return;
        titles[wanted[i]!] = result.value.found ? result.value.icon.title : null;
      });
      setLooked({ key, titles });
    });
    return () => {
      live = false;
    };
  }, [key]);

  const titles = looked.key === key ? looked.titles : {};
  return {
    titles: slugs.map((slug) => BUILT_IN_LOGOS[slug] ?? titles[slug] ?? slug),
    issues: slugs.flatMap((slug, i) => (titles[slug] === null ? [unknownIconIssue(slug, i)] : [])),
  };
}
