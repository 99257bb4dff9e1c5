/**
 * The `profile` words the compare button and tray say (components/lawyers/compare-*.tsx): a page
 * with them and no other profile text (the results page) sends only these (ClientMessages).
 */
export const COMPARE_WORDS = [
  'profile',
  [
    'attyName',
    'compare.added',
    'compare.button',
    'compare.max',
    'compare.clear',
    'compare.count',
    'compare.now',
    'compare.remove',
    'compare.tray',
  ],
] as const;
