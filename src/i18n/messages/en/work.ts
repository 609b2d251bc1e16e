/** portfolio-work. */
export const EN_WORK = {
  'work.hint': 'Focus or activate a job to make the character react.',
  'work.present': 'Present',
  'work.range': '{start} - {end}',
  'work.stage.idle': '3D character standing and breathing calmly',
  'work.stage.salute': '3D character saluting',
  'work.stage.clapping': '3D character clapping',
  'work.stage.victory': '3D character jumping with both arms raised',
} as const;
