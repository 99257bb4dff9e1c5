import type { Translate } from './client';
import { translator } from './translator';

// Issue 59 item 4: `t()` keys are typed from the English catalogue. The `@ts-expect-error` lines are
// the test (`npm run typecheck` fails when an unknown key stops being an error); Jest only shows that the
// keys written here are the catalogue's.

/** Never called: its lines are checked by the type-check only. */
export function unknownKeysFailTheTypeCheck(t: Translate<'call'>) {
  // @ts-expect-error: `room.joinng` is not a key of the `call` catalogue
  t('room.joinng');
  // @ts-expect-error: a key of another namespace (`meetings`) is not one of `call`'s
  t('detail.heading');
  const server = translator('en', 'meetings');
  // @ts-expect-error: the server's translator is checked the same way
  server('unred', { count: 2 });
  // A key made at run time cannot be checked here; lib/i18n/catalogue.test.ts holds the catalogues.
  const slug: string = 'CONFIRMED';
  return [t('room.joining'), server(`status.${slug}`)];
}

it('the keys the type-check accepts are the catalogue’s, in both languages', () => {
  expect(translator('en', 'meetings')('unread', { count: 2 })).toBe('2 unread messages');
  expect(translator('fil', 'call')('room.joining')).not.toBe('call.room.joining');
  expect(translator('fil', 'meetings')(`status.${'CONFIRMED' as string}`)).not.toBe('meetings.status.CONFIRMED');
});
