import { IconPointFilled } from '@tabler/icons-react';
import type { About, Owner } from '../../content/types.ts';
import { CodeArt, ProfileArt } from './art.tsx';

export function BioCard({
  bio,
  owner,
  avatar,
}: {
  bio: About['bio'];
  owner: Owner;
  avatar?: string | undefined;
}) {
  return (
    <article className="card card-bio" part="card">
      <div className="card-art">
        <ProfileArt name={owner.name} avatar={avatar} />
      </div>
      <div className="card-body">
        <h3 className="card-title">{bio.title}</h3>
        <p className="card-text">{bio.text}</p>
      </div>
    </article>
  );
}

export function TechCard({
  techStack,
  skills,
}: {
  techStack: About['techStack'];
  skills: string[];
}) {
  return (
    <article className="card card-tech" part="card">
      <div className="card-body">
        <h3 className="card-title">{techStack.title}</h3>
        <p className="card-text">{techStack.text}</p>
      </div>
      <ul className="skills" aria-label="Key skills">
        {skills.map((skill) => (
          <li key={skill} className="skill" part="skill">
            <IconPointFilled size={10} aria-hidden="true" />
            {skill}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function WhyCard({ why }: { why: About['why'] }) {
  return (
    <article className="card card-why" part="card">
      <div className="card-art">
        <CodeArt />
      </div>
      <div className="card-body">
        <h3 className="card-title">{why.title}</h3>
        <p className="card-text">{why.text}</p>
      </div>
    </article>
  );
}
