/** The 3D sections: the loading label and the fallback. */
export const EN_STAGE = {
  'stage.loading': 'Loading...',
  'stage.failed': 'The 3D view could not be shown here. Everything else on the page works.',
} as const;
