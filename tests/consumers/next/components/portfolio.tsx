'use client';
// docs/frameworks.md's Next.js recipe, as it is written there.
import 'portfolio-elements';
import type { PortfolioContent } from 'portfolio-elements';

export function Portfolio({ content }: { content: PortfolioContent }) {
  return (
    <>
      <script
        type="application/json"
        id="portfolio-content"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(content).replace(/</g, '\\u003c') }}
      />
      <portfolio-hero id="home" config="#portfolio-content" loading="eager" />
      <portfolio-about id="about" config="#portfolio-content" />
      <portfolio-projects config="#portfolio-content" />
      <portfolio-work id="work" config="#portfolio-content" />
      <portfolio-contact id="contact" config="#portfolio-content" />
      <portfolio-footer config="#portfolio-content" />
    </>
  );
}
