/** The embed pages. */
export const EN_EMBED = {
  'embed.noLinks': 'This embed cannot open links. Copy the address:',
  'embed.linkAddress': 'Link address',
  'embed.close': 'Close',
} as const;
