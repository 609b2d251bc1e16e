import type { ViewProps } from '../../platform/create-element.tsx';
import { onAnchorClick } from '../../platform/scroll.ts';
import { useReducedMotion } from '../../platform/use-reduced-motion.ts';
import {
  GREETING_DELAY_MS,
  GREETING_DELETE_MS,
  GREETING_TYPE_MS,
  TYPEWRITER_DELETE_MS,
  TYPEWRITER_LOOP_COUNT,
  TYPEWRITER_PAUSE_MS,
  TYPEWRITER_TYPE_MS,
} from '../../constants.ts';
import { Scene3D } from '../../three/Scene3D.tsx';
import { modelUrl } from '../../three/assets.ts';
import type { HeroStageProps } from './hero-canvas.tsx';
import { TypedLine } from './typed-line.tsx';
import { useTypewriter } from './use-typewriter.ts';

export type HeroAttribute = 'loading' | 'poster';
export type HeroProps = ViewProps<'owner' | 'hero', HeroAttribute>;

const loadStage = () => import('./hero-canvas.tsx');

/** Between the skills when reduced motion shows them all on one line. */
const SKILL_SEPARATOR = ' · ';

/**
 * The hero: a typed greeting, then the typed rotating skills, over the 3D desk scene, and the
 * call to action. Screen readers get each line whole at once; reduced motion shows it whole.
 */
export function Hero({ content, host, attributes }: HeroProps) {
  const { hero, owner } = content;
  const reducedMotion = useReducedMotion();
  const greetingText = hero.greeting.replaceAll('{firstName}', owner.firstName);

  const greeting = useTypewriter(
    {
      phrases: [greetingText],
      typeMs: GREETING_TYPE_MS,
      deleteMs: GREETING_DELETE_MS,
      pauseMs: GREETING_DELAY_MS,
      loop: 1,
    },
    !reducedMotion,
  );
  const skills = useTypewriter(
    {
      phrases: hero.phrases,
      typeMs: TYPEWRITER_TYPE_MS,
      deleteMs: TYPEWRITER_DELETE_MS,
      pauseMs: TYPEWRITER_PAUSE_MS,
      loop: TYPEWRITER_LOOP_COUNT,
    },
    !reducedMotion && greeting.phase === 'done',
  );
  const greetingDone = reducedMotion || greeting.phase === 'done';
  const longestSkill = hero.phrases.reduce((a, b) => (b.length > a.length ? b : a), '');
  const allSkills = hero.phrases.join(SKILL_SEPARATOR);

  const stageProps: HeroStageProps = {
    deskUrl: hero.deskSrc ?? modelUrl('desk.glb'),
    photoUrl: hero.photo,
  };

  return (
    <section className="hero" part="section" data-motion={reducedMotion ? 'reduced' : 'full'}>
      <div className="hero-content container">
        <h1 className="hero-greeting">
          <TypedLine
            full={greetingText}
            typed={reducedMotion ? greetingText : greeting.text}
            ghost={greetingText}
            caret={!greetingDone}
          />
        </h1>
        <p className="hero-skills">
          <TypedLine
            full={hero.phrases.join(', ')}
            typed={reducedMotion ? allSkills : skills.text}
            ghost={reducedMotion ? allSkills : longestSkill}
            caret={!reducedMotion && greetingDone}
          />
        </p>
      </div>
      <Scene3D
        host={host}
        loading={attributes.loading}
        poster={attributes.poster}
        label={`A desk with a computer showing ${owner.name}'s photo, with React, Python, Git and JavaScript logos floating around it`}
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
