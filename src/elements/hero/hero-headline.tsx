import { Fragment } from 'react';
import {
  GREETING_DELAY_MS,
  GREETING_DELETE_MS,
  GREETING_TYPE_MS,
  TYPEWRITER_DELETE_MS,
  TYPEWRITER_LOOP_COUNT,
  TYPEWRITER_PAUSE_MS,
  TYPEWRITER_TYPE_MS,
} from '../../lib/constants.ts';
import { TypedLine } from './typed-line.tsx';
import { useTypewriter } from './use-typewriter.ts';

export interface HeroHeadlineProps {
  /** The greeting with the owner's name already in it. */
  greeting: string;
  phrases: readonly string[];
  reducedMotion: boolean;
  /** Start with the greeting and the first skill typed, as the prerendered page shows them. */
  resume?: boolean;
}

/**
 * Between the skills when reduced motion shows them all at once; the no-break space keeps each
 * dot at the end of a line, never at the start of the next.
 */
const SKILL_SEPARATOR = '\u00a0· ';

/** Every skill, each kept whole on one line. */
function SkillList({ phrases }: { phrases: readonly string[] }) {
  return phrases.map((phrase, i) => (
    <Fragment key={i}>
      {i > 0 && SKILL_SEPARATOR}
      <span className="skill">{phrase}</span>
    </Fragment>
  ));
}

/**
 * The greeting typed, then the skills typed one after another. Its own component, so each
 * typed character re-renders these two lines and not the 3D stage beside them.
 */
export function HeroHeadline({
  greeting,
  phrases,
  reducedMotion,
  resume = false,
}: HeroHeadlineProps) {
  const typedGreeting = useTypewriter(
    {
      phrases: [greeting],
      typeMs: GREETING_TYPE_MS,
      deleteMs: GREETING_DELETE_MS,
      pauseMs: GREETING_DELAY_MS,
      loop: 1,
    },
    !reducedMotion,
    resume,
  );
  const greetingDone = reducedMotion || typedGreeting.phase === 'done';
  const skills = useTypewriter(
    {
      phrases,
      typeMs: TYPEWRITER_TYPE_MS,
      deleteMs: TYPEWRITER_DELETE_MS,
      pauseMs: TYPEWRITER_PAUSE_MS,
      loop: TYPEWRITER_LOOP_COUNT,
    },
    !reducedMotion && greetingDone,
    resume,
  );
  const longestSkill = phrases.reduce((a, b) => (b.length > a.length ? b : a), '');
  const allSkills = <SkillList phrases={phrases} />;

  return (
    <>
      <h1 className="hero-greeting">
        <TypedLine
          full={greeting}
          typed={reducedMotion ? greeting : typedGreeting.text}
          ghost={greeting}
          rest={reducedMotion ? '' : greeting.slice(typedGreeting.text.length)}
          caret={!greetingDone}
        />
      </h1>
      <p className="hero-skills">
        <TypedLine
          full={phrases.join(', ')}
          typed={reducedMotion ? allSkills : skills.text}
          ghost={reducedMotion ? allSkills : longestSkill}
          rest={reducedMotion ? '' : (phrases[skills.index] ?? '').slice(skills.text.length)}
          caret={!reducedMotion && greetingDone}
        />
      </p>
    </>
  );
}
