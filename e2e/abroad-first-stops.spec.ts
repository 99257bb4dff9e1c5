import { expect, test } from './fixtures/users';

// Issue 63, item 6: an OFW in Dubai asks "Where do I start?" about a claim against his employer and is
// asked whether he is abroad: the Migrant Workers Office comes first, with the directory's DMW and MWOs;
// his SPA gets the consulate or a notary there and an apostille; the notary pages and the lawyers' search
// for an SPA say the same, linking the explainer. Every page is the same for every visitor ("If you are
// abroad…"), so the zone only makes the visitor's case.

test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Dubai' });

test('a work claim from Dubai: the flow asks "abroad?", the Migrant Workers Office first, and the directory lists the DMW and the MWOs', async ({
  page,
}) => {
  await page.goto('/where-to-start');
  await page.getByRole('link', { name: /^A problem at work/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Are you abroad right now?');
  await page.getByRole('link', { name: 'Yes, I am outside the Philippines' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who is the other side?');
  await page.getByRole('link', { name: /^A company or an employer/ }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where is your home in the Philippines?');
  await page.getByLabel('Your city or municipality').selectOption({ label: 'Cebu City' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: /^Not urgent/ }).click();
  await page.getByRole('link', { name: "I'm not sure, or I'd rather not say" }).click();

  await expect(page).toHaveURL(/\/where-to-start\/answer\?m=work&ab=yes&/);
  const abroad = page.getByRole('region', { name: 'From abroad: start here' });
  await expect(abroad.getByRole('heading', { level: 3 })).toHaveText([
    '1. The Migrant Workers Office (MWO) or the DMW',
    '2. A lawyer in the Philippines',
  ]);
  // The stops at home are still there, after.
  await expect(
    page
      .getByRole('region', { name: /^Go here first/ })
      .getByRole('heading', { level: 3 })
      .first(),
  ).toHaveText('1. DOLE’s Single Entry Approach (SEnA)');

  await abroad.getByRole('link', { name: 'The DMW and the Migrant Workers Offices, by country' }).click();
  await expect(page).toHaveURL('/free-legal-help#abroad');
  const offices = page.getByRole('region', { name: 'From abroad: the DMW and the Migrant Workers Offices' });
  await expect(offices).toBeInViewport();
  await expect(offices.getByRole('heading', { name: 'Department of Migrant Workers (DMW)' })).toBeVisible();
  await expect(offices.getByRole('listitem').filter({ hasText: 'United Arab Emirates' })).toContainText('Abu Dhabi · Dubai');
  for (const country of ['Saudi Arabia', 'Kuwait', 'Qatar', 'Singapore', 'Hong Kong', 'Japan', 'Taiwan', 'United States', 'United Kingdom'])
    await expect(offices.getByRole('heading', { name: country, exact: true })).toBeVisible();
});

test('an SPA from Dubai: the consulate or an apostille in the flow; the notary SPA search and the lawyers search say it, linking the explainer', async ({
  page,
}) => {
  await page.goto('/where-to-start/answer?p=67&ab=yes&s=person&me=makati&them=makati&land=none&u=none&inc=unsure');
  const abroad = page.getByRole('region', { name: 'From abroad: start here' });
  await expect(abroad.getByRole('heading', { level: 3 }).first()).toHaveText('1. The Philippine embassy or consulate, for your SPA');

  await page.goto('/notary-public/search?service=special-power-of-attorney');
  const note = page.getByTestId('abroad-sign-note');
  await expect(note).toContainText('If you are abroad: a notary here cannot notarize for you');
  await expect(note).toContainText('apostilled');
  await note.getByRole('link', { name: 'Documents signed abroad: how it works' }).click();
  await expect(page).toHaveURL('/blog/notarization-in-the-philippines#documents-signed-abroad');
  await expect(page.getByRole('heading', { level: 2, name: 'Documents signed abroad' })).toBeInViewport();

  await page.goto('/lawyers-online?legal_problem=67');
  await expect(page.getByTestId('abroad-sign-note')).toContainText('before a Philippine consul at the embassy or consulate');
  await page.goto('/lawyers-online?legal_problem=33');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('abroad-sign-note')).toHaveCount(0);

  // In Filipino too: the flow's question.
  await page.goto('/fil/where-to-start?p=67');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nasa ibang bansa ka ba ngayon?');
});
