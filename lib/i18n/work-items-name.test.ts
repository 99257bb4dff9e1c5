import { LOCALES } from './config';
import { CATALOGUES } from './messages';

// Issue 57, item 11: the page of a lawyer's work for a client went by three names ("Work Items",
// "Engagement Agreements", "Agreements") depending on where one looked. One name now, in each
// language: the portal's (the spec's "work items"), in every menu, tab, heading and title.

const NAME = { en: 'Work Items', fil: 'Mga Trabaho' } as const;

/** Every place the page is named, as [where, the words]. */
function namesOf(locale: (typeof LOCALES)[number]): [string, string][] {
  const c = CATALOGUES[locale];
  return [
    ['avatar menu', c.common.account.links.engagements],
    ['lawyer portal tab', c.portal.nav.workItems],
    ['client page section', c.portal.client.workItems],
    ['customer portal tab', c.meetings.page.engagements],
    ['customer portal tab on a phone', c.meetings.page.navEngagementsShort],
    ['client list title', c.work.meta.customerList],
    ['lawyer list title', c.work.meta.lawyerList],
    ['list heading', c.work.pages.heading],
  ];
}

it.each(LOCALES)('names the work-items page one way in %s', (locale) => {
  for (const [where, words] of namesOf(locale)) expect([where, words]).toEqual([where, NAME[locale]]);
  expect(CATALOGUES[locale].work.pages.backToList).toBe(`← ${NAME[locale]}`);
});

it('tells a client what work items are, in words a client understands, in both languages', () => {
  expect(CATALOGUES.en.work.pages.customerIntro).toMatch(/^Work items are the legal work your lawyer does for you beyond a consultation/);
  expect(CATALOGUES.fil.work.pages.customerIntro).toMatch(/^Ang mga trabaho ay ang legal na serbisyong ginagawa ng abogado mo/);
});

it('no English message calls them "Engagement Agreements" or "Agreements" any more', () => {
  const all = JSON.stringify(CATALOGUES.en);
  expect(all).not.toMatch(/Engagement Agreements|"Agreements"/);
});
