/** portfolio-hero. */
export const EN_HERO = {
  'hero.stage': "A desk with a computer showing {name}'s photo",
  'hero.stageLogos':
    "A desk with a computer showing {name}'s photo, with {logos} logos floating around it",
} as const;
