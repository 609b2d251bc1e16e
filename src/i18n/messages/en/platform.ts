/** Every element: the error panel and an image that does not load. */
export const EN_PLATFORM = {
  'image.unavailable': 'Image unavailable',
  'image.unavailableNamed': '{alt} (image unavailable)',
  'error.title': '<{tag}> could not use its configuration ({count})',
  'error.problem': '1 problem',
  'error.problems': '{count} problems',
} as const;
