import { useEffect, useState } from 'react';
import type { ConfigIssue } from '../../content/types.ts';
import { BUILT_IN_LOGOS, isBuiltInLogo, lookUpIcon, unknownIconIssue } from './logo-icons.ts';

export interface HeroLogos {
  /** Each logo's name: a default's at once, another's once its icon file has come. */
  titles: string[];
  /**
   * The logos that cannot be shown, each named by its path (`hero.logos[2]`): a slug no icon
   * file answers to, or an icon file that did not load. Each is left out; the others stay.
   */
  issues: ConfigIssue[];
}

interface Looked {
  key: string;
  /** Title by slug; null where the icon is unknown. */
  titles: Record<string, string | null>;
  /** Why each slug whose lookup failed did (offline, a server error). */
  failures: Record<string, string>;
}

/**
 * Looks up the icons the content names beyond the defaults, for the scene's text alternative and
 * to catch an unknown slug or an icon that does not load (the stage asks for the same, and
 * leaves such a logo out).
 */
export function useHeroLogos(slugs: readonly string[]): HeroLogos {
  const key = slugs.join(' ');
  const [looked, setLooked] = useState<Looked>({ key: '', titles: {}, failures: {} });

  useEffect(() => {
    const wanted = key.split(' ').filter((slug) => slug && !isBuiltInLogo(slug));
    if (!wanted.length) return;
    let live = true;
    void Promise.allSettled(wanted.map(lookUpIcon)).then((results) => {
      if (!live) return;
      const titles: Looked['titles'] = {};
      const failures: Looked['failures'] = {};
      results.forEach((result, i) => {
        const slug = wanted[i]!;
        if (result.status === 'fulfilled') {
          titles[slug] = result.value.found ? result.value.icon.title : null;
        } else failures[slug] = (result.reason as Error).message;
      });
      setLooked({ key, titles, failures });
    });
    return () => {
      live = false;
    };
  }, [key]);

  const { titles, failures }: Omit<Looked, 'key'> =
    looked.key === key ? looked : { titles: {}, failures: {} };
  const shown = (slug: string) => titles[slug] !== null && !(slug in failures);
  return {
    titles: slugs.filter(shown).map((slug) => BUILT_IN_LOGOS[slug] ?? titles[slug] ?? slug),
    issues: slugs.flatMap((slug, i) => {
      if (titles[slug] === null) return [unknownIconIssue(slug, i)];
      const failure = failures[slug];
      return failure
        ? [{ path: `hero.logos[${i}]`, message: `icon "${slug}" could not load: ${failure}` }]
        : [];
    }),
  };
}
