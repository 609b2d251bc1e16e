import type { ViewProps } from '../../platform/element-options.ts';
import { BioCard, TechCard, WhyCard } from './cards.tsx';
import { CopyCard } from './CopyCard.tsx';
import { GlobeCard } from './GlobeCard.tsx';

export type AboutAttribute = 'loading' | 'poster';
export type AboutProps = ViewProps<'about', AboutAttribute>;

/**
 * The About grid: bio, tech stack with the key skills, the globe with 'Contact Me', 'Why I Chose
 * This' and the copy-email card. Three columns on wide screens, two on tablets, one on phones.
 * 'Why I Chose This' is only text: with `about.why.text` empty it is left out, and the grid
 * closes up around where it was (about.css, `.no-why`).
 */
export function About({ content, host, attributes }: AboutProps) {
  const { owner, about } = content;
  const why = about.why.text.trim() !== '';
  return (
    <section className="about" part="section" aria-labelledby="about-title">
      <div className="container">
        <h2 className="visually-hidden" id="about-title">
          About
        </h2>
        <div className={why ? 'grid' : 'grid no-why'}>
          <BioCard bio={about.bio} owner={owner} avatar={about.avatar} />
          <TechCard techStack={about.techStack} skills={about.skills} />
          <GlobeCard
            globe={about.globe}
            contactButton={about.contactButton}
            host={host}
            loading={attributes.loading}
            poster={attributes.poster}
          />
          {why && <WhyCard why={about.why} />}
          <CopyCard title={about.copy.title} email={owner.email} host={host} />
        </div>
      </div>
    </section>
  );
}
