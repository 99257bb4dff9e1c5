import { editorClientMessages } from '@/app/[locale]/lawyer-portal/profile/_lib/editor-messages';
import { callKeys } from '@/app/[locale]/_call/call-keys';
import * as accountWords from '@/components/privacy/account-words';
import { LIVE_BANNER_KEYS, MEETING_LIST_KEYS, keysUnder } from '@/components/meetings/message-keys';
import { clientMessagesOf, isWantedKey, type ClientNamespace } from './client-messages';
import { compiledNamespace } from './compile';

describe('ClientMessages key selection', () => {
  it('sends a group (ending in a dot) whole and a key alone', () => {
    const sent = clientMessagesOf('fil', [['account', ['privacy.', 'notary.loading']]]).account;
    const all = Object.keys(compiledNamespace('fil', 'account'));
    const expected = all.filter((key) => key.startsWith('privacy.') || key === 'notary.loading');
    expect(Object.keys(sent).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(2);
  });

  it('does not treat a key as the prefix of a longer one', () => {
    expect(isWantedKey('deletion.passwordRequired', ['deletion.password'])).toBe(false);
    expect(isWantedKey('deletion.password', ['deletion.password'])).toBe(true);
    expect(isWantedKey('privacy.export.title', ['privacy.'])).toBe(true);
  });

  // A listed key or group that names nothing sends nothing, and the island shows a key instead of words.
  const lists: [string, ClientNamespace][] = [
    ...Object.entries(accountWords).map(([name, list]) => [name, list] as [string, ClientNamespace]),
    ['LIVE_BANNER_KEYS', ['meetings', LIVE_BANNER_KEYS]],
    ['MEETING_LIST_KEYS', ['meetings', MEETING_LIST_KEYS]],
    ['summary page', ['meetings', keysUnder('status.', 'outcome.', 'attendance.', 'review.', 'errors.')]],
    ['call page', ['call', callKeys('loading', 'room', 'stage', 'controls', 'quality', 'trouble', 'panel', 'after', 'lobby')]],
    ['editor', editorClientMessages('picture', 'basicInfo', 'entries', 'visibility', 'listing', 'banking', 'awards')],
    ['editor nav', editorClientMessages('nav')],
  ];
  it('sends a meeting list the words of a notarial appointment in person (issue 43), not only a call', () => {
    const sent = clientMessagesOf('fil', [['meetings', MEETING_LIST_KEYS]]).meetings;
    expect(Object.keys(sent)).toEqual(expect.arrayContaining(['callLabel', 'inPersonLabel']));
  });

  it.each(lists)('every entry of %s names at least one key', (_name, entry) => {
    if (typeof entry === 'string') return;
    const [namespace, wanted] = entry;
    const keys = Object.keys(compiledNamespace('en', namespace));
    for (const one of wanted) expect([one, keys.some((key) => isWantedKey(key, [one]))]).toEqual([one, true]);
  });
});
