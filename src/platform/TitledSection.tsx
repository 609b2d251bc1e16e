import type { ReactNode } from 'react';

/**
 * A section under its heading, its content in a `.layout` box: the shape the projects and work
 * sections share. The heading's id is `<name>-title`, unique within the element's shadow root.
 */
export function TitledSection({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`section ${name}`} part="section" aria-labelledby={`${name}-title`}>
      <div className="container">
        <h2 className="heading" id={`${name}-title`}>
          {title}
        </h2>
        <div className="layout">{children}</div>
      </div>
    </section>
  );
}
