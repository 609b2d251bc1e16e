import { useEffect, useMemo } from 'react';
import { emit } from '../../lib/events.ts';
import type { ViewProps } from '../../platform/element-options.ts';
import { onAnchorClick } from '../../lib/scroll.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { ConfigError } from '../../platform/config-error.tsx';
import { Scene3D } from '../../three/Scene3D.tsx';
import { useI18n } from '../../i18n/context.tsx';
// dist-url, not assets: assets pulls three and the loaders into this first-paint chunk.
import { modelUrl } from '../../three/dist-url.ts';
import type { HeroStageProps } from './hero-canvas.tsx';
import { HeroHeadline } from './hero-headline.tsx';
import { heroLogoIssues, listTitles } from './logo-icons.ts';
import { useHeroLogos } from './use-hero-logos.ts';

export type HeroAttribute = 'loading' | 'poster';
export type HeroProps = ViewProps<'hero', HeroAttribute>;

const loadStage = () => import('./hero-canvas.tsx');

/**
 * The hero: a typed greeting, then the typed rotating skills, over the 3D desk scene, and the
 * call to action. Screen readers get each line whole at once; reduced motion shows it whole.
 */
export function Hero({ content, host, attributes, prerendered = false }: HeroProps) {
  const { hero, owner } = content;
  const reducedMotion = useReducedMotion();
  const { t, lang } = useI18n();
  const greetingText = hero.greeting;

  const deskUrl = hero.deskSrc ?? modelUrl('desk.glb');
  const stageProps = useMemo<HeroStageProps>(
    () => ({ deskUrl, photoUrl: hero.photo, logos: hero.logos }),
    [deskUrl, hero.photo, hero.logos],
  );
  const formIssues = heroLogoIssues(hero.logos);
  const logos = useHeroLogos(formIssues.length ? [] : hero.logos);
  // A logo whose icon is unknown or does not load is left out, and said: the rest stay.
  const logoProblems = logos.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n');
  useEffect(() => {
    for (const message of logoProblems.split('\n').filter(Boolean)) {
      console.error(`<${host.localName}> ${message}`);
      emit(host, 'portfolio-error', { source: 'asset', message });
    }
  }, [host, logoProblems]);
  if (formIssues.length) {
    return <ConfigError tag={host.localName} host={host} issues={formIssues} />;
  }
  const stageLabel = logos.titles.length
    ? t('hero.stageLogos', { name: owner.name, logos: listTitles(logos.titles, lang) })
    : t('hero.stage', { name: owner.name });

  return (
    <section className="hero" part="section" data-motion={reducedMotion ? 'reduced' : 'full'}>
      <div className="hero-content container">
        <HeroHeadline
          greeting={greetingText}
          phrases={hero.phrases}
          reducedMotion={reducedMotion}
          resume={prerendered}
        />
      </div>
      <Scene3D
        host={host}
        loading={attributes.loading}
        poster={attributes.poster}
        label={stageLabel}
        load={loadStage}
        stageProps={stageProps}
        className="hero-stage"
      />
      <div className="hero-actions">
        <a className="hero-cta" href={hero.cta.href} onClick={onAnchorClick} part="cta">
          <span className="hero-cta-dot" aria-hidden="true" />
          {hero.cta.label}
        </a>
      </div>
    </section>
  );
}
