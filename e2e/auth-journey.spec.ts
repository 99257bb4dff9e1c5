import { expect, test } from './fixtures/test';
import { authSettled, linkFromMail, openVerifyLink, loginAs, mailsTo, postSignUp, TEST_PASSWORD, uniqueEmail } from './fixtures/auth';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test('a customer signs up by e-mail, verifies from the outbox, signs out and signs back in', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('journey');
  await page.goto('/signup');
  await page.getByRole('link', { name: /I need a lawyer/ }).click();
  await expect(page).toHaveURL(/\/signup\/customer$/);
  await authSettled(page); // hydrated: a click before that would submit the form natively

  // The spec's messages, before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please provide a value.').first()).toBeVisible();
  await expect(page.getByText('Please provide a valid email address')).toBeVisible();
  // Consent to the Terms and the Privacy Policy is required, with links to both.
  await expect(page.getByText('Please accept the Terms of Service and the Privacy Policy.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please provide valid email.')).toBeVisible();
  await expect(page.getByText('Must be atleast 8 characters long')).toBeVisible();

  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Clara');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill('Journey2027');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords are not the same.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and the Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // No session yet (the same answer for an address that has an account): the page says to check the mail.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status').getByText(email)).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/customer$/);
  expect((await page.request.get('/api/v1/auth/session')).status()).toBe(401);

  // The mail is in the outbox, with an absolute link built from APP_URL; opening it verifies and signs in.
  const link = await linkFromMail(browser, email, '/verify-email/');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await openVerifyLink(page, link);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/customer-portal$/);
  await expect(page.getByRole('heading', { name: 'Maria Clara' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Maria Clara')).toBeVisible();

  // Signing up again with the same address gives the same page, and the owner a mail instead.
  const again = await browser.newContext();
  const visitor = await again.newPage();
  await visitor.goto('/signup/customer');
  await authSettled(visitor);
  await visitor.getByLabel('First name').fill('Someone');
  await visitor.getByLabel('Last name').fill('Else');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill('Another2026');
  await visitor.getByLabel('Confirm password').fill('Another2026');
  await visitor.getByRole('checkbox', { name: /I agree to the Terms of Service and the Privacy Policy/ }).check();
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(browser, email))[0]?.subject).toBe('You already have an Abogado account');
  await again.close();

  // Sign out from the avatar menu.
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await authSettled(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  expect((await page.request.get('/api/v1/auth/session')).status()).toBe(401);

  // And back in.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Hydrated first: a Sign in pressed before that submits the form natively and loses what was typed (CI-2, 2026-11-27).
  await authSettled(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong2026x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer-portal$/);
  const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('user'))) ?? '{}');
  expect(stored).toMatchObject({ email, email_verified: true, type: 'CUSTOMER' });
});

test('a lawyer signs up with both ID files; the admin verifies the IBP membership from the mailbox', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('atty');
  // Records what the form hands to XMLHttpRequest (multipart bodies with files are not visible to the network log).
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData) {
        (window as unknown as { sentForm: [string, string][] }).sentForm = [...body.entries()].map(([k, v]) => [
          k,
          typeof v === 'string' ? v : `file:${v.name}`,
        ]);
      }
      return send.call(this, body);
    };
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Are you a lawyer' }).click();
  await expect(page).toHaveURL(/\/signup\/lawyer$/);
  await authSettled(page); // hydrated: a click before that would submit the form natively

  await page.getByRole('button', { name: 'Create lawyer account' }).click();
  await expect(page.getByText('Please provide a value.').first()).toBeVisible();

  await page.getByLabel('First name').fill('Jose');
  await page.getByLabel('Last name').fill('Abad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByLabel('Roll of Attorneys number').fill('67890');
  await page.getByLabel('IBP number').fill('IBP-77-2026');
  await page.getByRole('checkbox', { name: 'Civil' }).check();
  await page.getByRole('checkbox', { name: 'Labor' }).check();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('checkbox', { name: 'Cebuano' }).check();

  // Size and type are checked before sending.
  await page.getByLabel('IBP ID').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await page.getByLabel('Government ID').setInputFiles({ name: 'id.exe', mimeType: 'application/octet-stream', buffer: PDF });
  await page.getByRole('button', { name: 'Create lawyer account' }).click();
  await expect(page.getByText('Maximum size is 5 mb.')).toBeVisible();
  await expect(page.getByText('Unsupported file type.')).toBeVisible();

  await page.getByLabel('IBP ID').setInputFiles({ name: 'ibp-card.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Government ID').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Create lawyer account' }).click();
  await expect(page.getByText('Please accept the Terms of Service and the Privacy Policy.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and the Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create lawyer account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // Multipart with repeated keys for the lists (spec §5), and both ID files.
  const sent = await page.evaluate(() => (window as unknown as { sentForm: [string, string][] }).sentForm);
  expect(sent.filter(([k]) => k === 'areas_of_law').map(([, v]) => v)).toEqual(['civil', 'labor']);
  expect(sent.filter(([k]) => k === 'languages').map(([, v]) => v)).toEqual(['English', 'Cebuano']);
  expect(sent).toContainEqual(['ibp_id', 'file:ibp-card.png']);
  expect(sent).toContainEqual(['government_id', 'file:passport.pdf']);

  // The admin's mail links to both private files and to the verify-ibp page.
  const adminContext = await browser.newContext();
  await loginAs(adminContext, 'admin');
  const mailbox = await adminContext.newPage();
  await mailbox.goto('/dev/mailbox?to=admin%40example.com');
  const mail = mailbox.getByRole('article', { name: 'Abogado: verify lawyer Jose Abad' });
  await expect(mail).toBeVisible();
  const ibpFile = await mail
    .getByRole('link', { name: /\/api\/v1\/files\// })
    .first()
    .getAttribute('href');
  const file = await adminContext.request.get(ibpFile!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
  expect((await page.request.get(ibpFile!)).status()).toBe(401); // not signed in until the mailed link
  const stranger = await browser.newContext();
  await loginAs(stranger, 'customer');
  expect((await stranger.request.get(ibpFile!)).status()).toBe(403);
  await stranger.close();

  await mail.getByRole('link', { name: /\/verify-ibp\// }).click();
  await expect(mailbox.getByRole('heading', { name: 'Lawyer verified!' })).toBeVisible();
  await adminContext.close();

  // The lawyer verifies the e-mail and reaches the dashboard, which now says IBP verified.
  await openVerifyLink(page, await linkFromMail(browser, email, '/verify-email/'));
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/lawyer-portal$/);
  await expect(page.getByText('Your IBP membership is verified.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Atty. Jose Abad')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Legal Insights' })).toHaveCount(0); // lawyers never see the top header
  expect((await page.request.get(ibpFile!)).status()).toBe(200); // the lawyer may see their own ID
});

test('forgot password: the same answer for any e-mail, a working link, and the new password signs in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const email = uniqueEmail('forgetful');
  await postSignUp(context.request, email, { first_name: 'For', last_name: 'Getful' });
  await context.close();

  await page.goto('/login');
  await authSettled(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an Email field too: fill only once the new page has replaced it.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const reply = page.getByText('If an account exists for this email, we have sent a link to reset your password.');
  await expect(reply).toBeVisible();

  await page.goto('/forgot-password');
  await authSettled(page); // hydrated: a click before that would submit the form natively
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(reply).toBeVisible();

  await page.goto(await linkFromMail(browser, email, '/reset-password/'));
  await page.getByLabel('New password').fill('Brandnew2026');
  await page.getByLabel('Confirm password').fill('Brandnew2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Brandnew2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer-portal$/);
});

test('account settings: names, picture and password in the customer portal', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const email = uniqueEmail('settings');
  await postSignUp(context.request, email, { first_name: 'Set', last_name: 'Tings' });
  const page = await context.newPage();
  await openVerifyLink(page, await linkFromMail(browser, email, '/verify-email/'));

  await page.goto('/customer-portal');
  await page.getByRole('button', { name: 'Account settings' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Account settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Account settings' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['Meetings', 'Engagement Agreements', 'Account Settings', 'Logout']);
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/account-settings$/);

  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Please provide a value.')).toBeVisible();
  await page.getByLabel('First name').fill('Settled');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Settled Tings')).toBeVisible();

  await page.getByLabel('Upload a new picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account settings' }).locator('img')).toHaveAttribute(
    'src',
    /\/api\/v1\/files\//,
  );

  const otherBrowser = await browser.newContext();
  await loginAs(otherBrowser, { email, password: TEST_PASSWORD });
  await page.getByLabel('Current password').fill(TEST_PASSWORD);
  await page.getByLabel('New password').fill('Changed2026x');
  await page.getByLabel('Confirm password').fill('Changed2026x');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // This browser stays signed in; the other one is signed out.
  expect((await page.request.get('/api/v1/auth/session')).status()).toBe(200);
  expect((await otherBrowser.request.get('/api/v1/auth/session')).status()).toBe(401);
  await otherBrowser.close();
  await context.close();
});
