/** @jest-environment node */
import { translator } from '@/lib/i18n/translator';
import type { Translate } from '@/lib/i18n/client';
import { timesShownText } from './format';

// The timeline's caption in Filipino for Manila once printed "oras sa Pilipinas (undefined)": its words name the zone.
it('names the zone of the times in both languages', () => {
  const fil = translator('fil', 'work') as unknown as Translate;
  const en = translator('en', 'work') as unknown as Translate;
  expect(timesShownText(fil, 'Asia/Manila', 'fil')).toMatch(/^Ang mga oras ay oras sa Pilipinas \(GMT\+8/);
  expect(timesShownText(fil, 'Asia/Manila', 'fil')).not.toContain('undefined');
  expect(timesShownText(en, 'Asia/Manila', 'en')).toMatch(/^Times shown in GMT\+8/);
});
