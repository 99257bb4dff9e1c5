import { expect, test, type Page } from './fixtures/test';
import { pageReady } from './fixtures/ready';

// Issue 56, point 5: the home search understands the words people type first, in both languages.

const listbox = (page: Page, name: string) => page.getByRole('listbox', { name });

test('"hindi pinasahod" on /fil offers unpaid wages first, pre-selected: Enter and Maghanap search for it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fil');
  await pageReady(page);
  const box = page.getByRole('combobox', { name: 'Legal na problema' });
  await box.fill('hindi pinasahod');
  const first = listbox(page, 'Mga legal na problema').getByRole('option').first();
  await expect(first).toHaveText('Hindi nabayarang sahod o kulang na sahod');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Enter');
  await expect(box).toHaveValue('Hindi nabayarang sahod o kulang na sahod');
  await page.getByRole('button', { name: 'Maghanap' }).click();
  await page.waitForURL(/\/fil\/lawyers-online\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ area_of_practice: 'labor', legal_problem: '10' });
});

test('"SPA" on the English home offers special power of attorney first; a weak match is not pre-selected; no match offers "Where do I start?"', async ({
  page,
}) => {
  await page.goto('/');
  await pageReady(page);
  const box = page.getByRole('combobox', { name: 'Legal issue' });
  await box.fill('SPA');
  const list = listbox(page, 'Legal issues');
  await expect(list.getByRole('option').first()).toHaveText('Special power of attorney and apostille');
  await expect(box).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id'))!);

  // Only in the notes of one problem ("Safe Spaces Act"): listed, nothing highlighted.
  await box.fill('spaces');
  await expect(list.getByRole('option')).toHaveText(['Sexual harassment at work']);
  await expect(box).not.toHaveAttribute('aria-activedescendant');

  await box.fill('zzzz-no-such-issue');
  await expect(page.getByRole('status').filter({ hasText: 'No matching legal issue' })).toBeVisible();
  await page.getByRole('tabpanel', { name: 'Online Consultation' }).getByRole('link', { name: 'Where do I start?', exact: true }).click();
  await expect(page).toHaveURL(/\/where-to-start$/);
});
