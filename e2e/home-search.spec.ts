import { expect, test, type Page } from './fixtures/test';
import { pageReady } from './fixtures/ready';

// Spec §2/§5 home search: legal issue required, region optional, accent- and case-insensitive filter.

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Legal issue' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Legal issues' });

/** The options shown for a query, read once the list has followed it (the list of the last query stays open while typing). */
async function optionsFor(page: Page, query: string, expected: (options: string[]) => boolean): Promise<string[]> {
  await combobox(page).fill(query);
  await expect(listbox(page)).toBeVisible();
  let options: string[] = [];
  await expect
    .poll(async () => {
      options = await listbox(page).getByRole('option').allTextContents();
      return expected(options);
    })
    .toBe(true);
  return options;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  // The search is the page's client code: a press before it runs posts the bare form (CI-A of stop 71).
  await pageReady(page);
});

test('without a legal issue the search says "Please select area of law." until one is chosen', async ({ page }) => {
  await page.getByRole('button', { name: 'Search' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Please select area of law.' });
  await expect(alert).toBeVisible();
  await expect(combobox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/$/);

  await combobox(page).fill('annulment');
  await listbox(page).getByRole('option', { name: 'Annulment or declaration of nullity of marriage' }).click();
  await expect(page.getByText('Please select area of law.')).toHaveCount(0);
  await expect(combobox(page)).toHaveValue('Annulment or declaration of nullity of marriage');
});

test('legal issue and region lead to /lawyers-online with area_of_practice, legal_problem and region', async ({ page }) => {
  await combobox(page).fill('annulment');
  await listbox(page).getByRole('option', { name: 'Annulment or declaration of nullity of marriage' }).click();

  const region = page.getByRole('combobox', { name: /Region/ });
  await region.click();
  const regions = page.getByRole('listbox', { name: /Region/ });
  await expect(regions).toBeVisible();
  // Spec §9: the dropdown list is 250 px high.
  expect(await regions.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('250px');
  await expect(regions.getByRole('option')).toHaveCount(19);
  await regions.getByRole('option', { name: 'Metro Manila (NCR)' }).click();
  await expect(region).toContainText('Metro Manila (NCR)');

  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/lawyers-online\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/lawyers-online');
  expect(Object.fromEntries(url.searchParams)).toEqual({ area_of_practice: 'civil', legal_problem: '34', region: 'Metro Manila (NCR)' });
});

test('without a region the URL carries only the area and the problem', async ({ page }) => {
  await combobox(page).fill('illegal dismissal');
  await listbox(page).getByRole('option', { name: 'Illegal dismissal' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/lawyers-online\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ area_of_practice: 'labor', legal_problem: '8' });
});

test('"annulment", "ANNULMENT" and an accented query find the same problems', async ({ page }) => {
  const plain = await optionsFor(page, 'annulment', (o) => o.includes('Annulment or declaration of nullity of marriage'));
  expect(plain.length).toBeGreaterThan(1);
  // Between two queries meant to show the same list, one that shows another: a stale list cannot pass.
  const sameAsPlain = (o: string[]) => o.join('|') === plain.join('|');
  // Matches the additional text too (a Filipino term), not only the label.
  const support = await optionsFor(page, 'SUSTENTO', (o) => o.includes('Child support'));
  expect(support).toEqual(expect.arrayContaining(['Child support', 'Spousal and family support']));
  expect(await optionsFor(page, 'ANNULMENT', sameAsPlain)).toEqual(plain);
  await optionsFor(page, 'SUSTENTO', (o) => o.includes('Child support'));
  expect(await optionsFor(page, 'ánnulmént', sameAsPlain)).toEqual(plain);
  await combobox(page).fill('zzzz-no-such-issue');
  await expect(page.getByRole('status').filter({ hasText: 'No matching legal issue' })).toBeVisible();
});

test('the combobox works from the keyboard', async ({ page }) => {
  await combobox(page).focus();
  await page.keyboard.type('tax refund');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const active = await combobox(page).getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveText('Tax refund or tax credit');
  await page.keyboard.press('Enter');
  await expect(listbox(page)).toBeHidden();
  await expect(combobox(page)).toHaveValue('Tax refund or tax credit');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  const regions = page.getByRole('listbox', { name: /Region/ });
  await expect(regions).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: /Region/ })).toContainText('Metro Manila (NCR)');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/lawyers-online\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    area_of_practice: 'taxation',
    legal_problem: '133',
    region: 'Metro Manila (NCR)',
  });
});

test('the Notary Public tab navigates to /notary-public', async ({ page }) => {
  const tab = page.getByRole('tab', { name: 'Notary Public' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Notary Public' });
  await expect(panel).toContainText('personal appearance');
  await panel.getByRole('link', { name: 'Find a notary public' }).click();
  await expect(page).toHaveURL(/\/notary-public$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a notary public' })).toBeVisible();
});

test('the tabs follow the ARIA tabs pattern with arrow keys', async ({ page }) => {
  const consultation = page.getByRole('tab', { name: 'Online Consultation' });
  await consultation.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Notary Public' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Notary Public' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(consultation).toHaveAttribute('aria-selected', 'true');
  await expect(combobox(page)).toBeVisible();
});
