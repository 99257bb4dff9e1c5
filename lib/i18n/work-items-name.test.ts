import { LOCALES } from './config';
import { CATALOGUES } from './messages';

// Issue 57, item 11: the page of a lawyer's work for a client went by three names depending on where one
// looked. One name, in each language. Issue 72, item 13: in English it is the spec's own, letter for letter —
// its §2 avatar menu says "Engagement Agreements" — and the portals' tabs and headings follow it, not the
// other way round; Filipino keeps its own word, "Mga Trabaho". On a phone the client portal's tab is the
// name's last word, as "Settings" is for "Account Settings".

const NAME = { en: 'Engagement Agreements', fil: 'Mga Trabaho' } as const;
const SHORT = { en: 'Agreements', fil: 'Mga Trabaho' } as const;

/** Every place the page is named, as [where, the words]. */
function namesOf(locale: (typeof LOCALES)[number]): [string, string][] {
  const c = CATALOGUES[locale];
  return [
    ['avatar menu', c.common.account.links.engagements],
    ['lawyer portal tab', c.portal.nav.workItems],
    ['client page section', c.portal.client.workItems],
    ['customer portal tab', c.meetings.page.engagements],
    ['client list title', c.work.meta.customerList],
    ['lawyer list title', c.work.meta.lawyerList],
    ['list heading', c.work.pages.heading],
  ];
}

it.each(LOCALES)('names the work-items page one way in %s', (locale) => {
  for (const [where, words] of namesOf(locale)) expect([where, words]).toEqual([where, NAME[locale]]);
  expect(CATALOGUES[locale].work.pages.backToList).toBe(`← ${NAME[locale]}`);
  expect(CATALOGUES[locale].meetings.page.navEngagementsShort).toBe(SHORT[locale]);
  expect(NAME[locale].endsWith(SHORT[locale])).toBe(true);
});

it('tells a client what they are, in words a client understands, in both languages', () => {
  expect(CATALOGUES.en.work.pages.customerIntro).toMatch(
    /^Engagement agreements cover the legal work your lawyer does for you beyond a consultation/,
  );
  expect(CATALOGUES.fil.work.pages.customerIntro).toMatch(/^Ang mga trabaho ay ang legal na serbisyong ginagawa ng abogado mo/);
});

it('no English message names the page "Work Items" any more (the spec’s "work items", lower case, is the data’s word)', () => {
  expect(JSON.stringify(CATALOGUES.en)).not.toMatch(/Work Items/);
});
