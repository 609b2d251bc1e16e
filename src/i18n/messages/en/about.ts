/** portfolio-about. */
export const EN_ABOUT = {
  'about.globeStage': 'A globe turning slowly, with a marker',
  'about.globeStageAt': 'A globe turning slowly, with a marker at {place}',
  'about.skills': 'Key skills',
  'about.copy': 'Copy {email}',
  'about.copyField': 'Contact e-mail address',
  'about.copied': 'Copied to the clipboard',
  'about.copyBlocked':
    'Copying was blocked here: press Ctrl+C (⌘C on a Mac) to copy the selected address',
  'about.clickToCopy': 'Click to copy',
} as const;
