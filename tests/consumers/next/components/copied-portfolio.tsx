'use client';
// docs/frameworks.md's setBasePath() recipe: dist/ copied to public/portfolio/, named at the
// top of a client module (which Next.js also runs on the server, where it does nothing).
import { setBasePath } from 'portfolio-elements';

setBasePath('/portfolio/');

export function CopiedPortfolio() {
  return <portfolio-hero loading="eager" />;
}
