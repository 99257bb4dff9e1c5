import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import sharp from 'sharp';
import { AREAS_OF_PRACTICE, type AreaOfPractice } from '../lib/reference/areas';
import { LEGAL_PROBLEMS } from '../lib/reference/legal-problems';
import { SEO_REGIONS, type SeoRegion } from '../lib/reference/regions';
import { authSettled } from './fixtures/auth';
import { newVerifiedLawyer } from './fixtures/lawyers';

/**
 * An area and region where the demo data has fewer lawyers than a landing page shows (6), so a new
 * lawyer — unrated, so sorted last — must be on the landing page and the first results page.
 */
async function quietCorner(
  request: APIRequestContext,
): Promise<{ area: AreaOfPractice; region: SeoRegion; landing: string; search: string }> {
  for (const region of SEO_REGIONS.filter((r) => r.queryRegion && !r.city)) {
    for (const area of AREAS_OF_PRACTICE.filter((a) => a.areas.length === 1 && a.areas[0] === a.slug)) {
      const res = await request.get(
        `/api/v1/lawyers?area_of_practice=${area.slug}&region=${encodeURIComponent(region.queryRegion)}&limit=10`,
      );
      if ((await res.json()).total < 5) {
        return {
          area,
          region,
          landing: `/lawyers-online/${area.slug}/${region.slug}`,
          search: `/lawyers-online?area_of_practice=${area.slug}&region=${encodeURIComponent(region.queryRegion)}`,
        };
      }
    }
  }
  throw new Error('The demo data has no quiet area and region');
}

const ABOUT =
  'I represent candidates, parties and voters in election protests, petitions for disqualification and vote-buying complaints before COMELEC and the electoral tribunals. ' +
  'I also advise barangay and municipal officials on campaign finance rules, and I explain each step in plain Filipino or English.';

async function expectToast(page: Page, text: string) {
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first(),
  ).toBeVisible();
}

async function listedEverywhere(
  page: Page,
  corner: { landing: string; search: string },
  name: string,
): Promise<[boolean, boolean, boolean]> {
  const landing = await (await page.request.get(corner.landing)).text();
  const search = await (await page.request.get(corner.search)).text();
  const sitemap = await (await page.request.get('/server-sitemap.xml')).text();
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { _id?: string })._id);
  return [landing.includes(name), search.includes(name), sitemap.includes(`/lawyer/${id}`)];
}

test('a new lawyer completes every section, goes public and is found; hiding removes them', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const corner = await quietCorner(page.request);
  const problem = LEGAL_PROBLEMS.find((p) => p.group_label !== 'Most Common' && p.value[0] === corner.area.slug)!;
  await newVerifiedLawyer(browser, page, 'Amina', 'Macapagal', corner.area.slug);
  await page.goto('/lawyer-portal');
  await authSettled(page);
  await expect(page.getByText(/Your IBP membership is verified/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Profile checklist' })).toBeVisible();
  expect(await listedEverywhere(page, corner, 'Amina Macapagal')).toEqual([false, false, false]);

  // Visibility is refused while the profile is incomplete; the switch stays off.
  await page.goto('/lawyer-portal/profile');
  const visibility = page.getByRole('switch', { name: 'Profile visible to clients' });
  await visibility.click();
  await expectToast(page, 'Failed! Make sure you provided all required information and profile picture');
  await expect(visibility).toHaveAttribute('aria-checked', 'false');

  // Basic info: the counter and the §5 rule, then a save.
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Basic info' }).click();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Upload photo').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectToast(page, 'Success!');
  await page.getByLabel('About').fill('Too short.');
  await expect(page.getByText('10 / 250–500')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Must be atleast 250 characters long')).toBeVisible();
  await page.getByLabel('About').fill(ABOUT);
  await page.getByLabel('Quote', { exact: true }).fill('Every vote is a voice.');
  await page.getByLabel('Year admitted to the bar').fill('2012');
  await page.getByLabel('Office address').fill('2F Bangsamoro Government Center, Cotabato City');
  await page.getByLabel('City').fill('Cotabato City');
  await page.getByLabel('Region').selectOption(corner.region.queryRegion);
  await page.getByRole('button', { name: problem.label, exact: true }).click();
  await page.getByLabel('Add a specialization').fill('Election protests');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success!');

  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Banking info' }).click();
  await page.getByLabel('Bank or e-wallet').selectOption({ label: 'BDO Unibank' });
  await page.getByLabel('Account name').fill('Amina Macapagal');
  await page.getByLabel('Account number').fill('0012 3456 7890');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success!');

  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Education' }).click();
  await page.getByLabel('School').fill('Ateneo de Manila Law School');
  await page.getByLabel('Degree').fill('Juris Doctor');
  await page.getByLabel('Start year').fill('2008');
  await page.getByLabel(/^End year/).fill('2008');
  await page.getByRole('button', { name: 'Add education' }).click();
  await expect(page.getByText('The end year must be after the start year.')).toBeVisible();
  await page.getByLabel(/^End year/).fill('2012');
  await page.getByRole('button', { name: 'Add education' }).click();
  await expectToast(page, 'Success!');
  await expect(page.getByText('Ateneo de Manila Law School')).toBeVisible();

  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Work experience' }).click();
  await page.getByLabel('Position').fill('Election lawyer');
  await page.getByLabel('Firm or organization').fill('Macapagal Law Office');
  await page.getByLabel('Start year').fill('2013');
  await page.getByRole('button', { name: 'Add work experience' }).click();
  await expectToast(page, 'Success!');

  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Awards & publications' }).click();
  await page.getByLabel('Title').fill('Election Law Review, 2020');
  await page.getByLabel('Description').fill('x'.repeat(251));
  await expect(page.getByText('251 / 250')).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText("Value can't be longer than 250.")).toBeVisible();
  await page.getByLabel('Description').fill('On the counting of ballots in the 2019 BARMM plebiscite.');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Success!');

  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Availability & prices' }).click();
  await page.getByRole('checkbox', { name: 'Monday' }).check();
  await page.getByRole('button', { name: 'Copy to Mon–Fri' }).click();
  await page.getByLabel('30-minute consultation (₱)').fill('700');
  await page.getByLabel('60-minute consultation (₱)').fill('1200');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success!');

  // Complete: the switch now turns public, and the lawyer appears in all three places within seconds.
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile is complete' })).toBeVisible();
  await page.getByRole('switch', { name: 'Profile visible to clients' }).click();
  await expectToast(page, 'Success!');
  await expect(page.getByRole('switch', { name: 'Profile visible to clients' })).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(() => listedEverywhere(page, corner, 'Amina Macapagal'), { timeout: 5_000, intervals: [250] })
    .toEqual([true, true, true]);

  await page.getByRole('switch', { name: 'Profile visible to clients' }).click();
  await expect(page.getByRole('switch', { name: 'Profile visible to clients' })).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(() => listedEverywhere(page, corner, 'Amina Macapagal'), { timeout: 5_000, intervals: [250] })
    .toEqual([false, false, false]);
});
