import { IconPointFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { About, Owner } from '../../content/types.ts';
import { CodeArt, ProfileArt } from './art.tsx';
import { useI18n } from '../../i18n/context.tsx';

/**
 * One card of the about grid: an optional picture above, then its title and text, then what
 * else the card holds. An empty text is left out, not drawn as an empty line.
 */
export function TextCard({
  kind,
  card: { title, text },
  art,
  before,
  children,
  after,
}: {
  /** The card's own class: `card-<kind>`. */
  kind: string;
  card: { title: string; text: string };
  /** Decoration above the text, in the card's art box. */
  art?: ReactNode;
  /** Content above the text that is not decoration (the globe's stage). */
  before?: ReactNode;
  /** Content after the text, inside its column. */
  children?: ReactNode;
  /** Content after the text's column. */
  after?: ReactNode;
}) {
  return (
    <article className={`card panel card-${kind}${text.trim() ? '' : ' no-text'}`} part="card">
      {art && <div className="card-art">{art}</div>}
      {before}
      <div className="card-body">
        <h3 className="card-title">{title}</h3>
        {text.trim() && <p className="card-text">{text}</p>}
        {children}
      </div>
      {after}
    </article>
  );
}

export function BioCard({
  bio,
  owner,
  avatar,
}: {
  bio: About['bio'];
  owner: Owner;
  avatar?: string | undefined;
}) {
  return <TextCard kind="bio" card={bio} art={<ProfileArt name={owner.name} avatar={avatar} />} />;
}

export function TechCard({
  techStack,
  skills,
}: {
  techStack: About['techStack'];
  skills: string[];
}) {
  const { t } = useI18n();
  return (
    <TextCard
      kind="tech"
      card={techStack}
      after={
        <ul className="skills" aria-label={t('about.skills')}>
          {skills.map((skill) => (
            <li key={skill} className="skill" part="skill">
              <IconPointFilled size={10} aria-hidden="true" />
              {skill}
            </li>
          ))}
        </ul>
      }
    />
  );
}

export function WhyCard({ why }: { why: About['why'] }) {
  return <TextCard kind="why" card={why} art={<CodeArt />} />;
}
