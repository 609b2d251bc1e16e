/** portfolio-projects. */
export const EN_PROJECTS = {
  'projects.carousel': 'Projects',
  'projects.slide': '{index} of {count}',
  'projects.previous': 'Previous project',
  'projects.next': 'Next project',
  'projects.announce': 'Project {index} of {count}: {title}',
  'projects.builtWith': 'Built with',
  'projects.live': 'Check live site',
  'projects.stage': 'Demo computer showing {title}',
} as const;
