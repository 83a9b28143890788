import { expect, test } from '@playwright/test';
import { DEMO, expectToastAt, signInThroughForm } from './fixtures.ts';

test.describe('[AUTH]', () => {
  test('[GUARD] a signed-out visit goes to login, and sign-in returns to where the user was going', async ({
    page,
  }) => {
    await page.goto('/purchases?page=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpurchases%3Fpage%3D2$/);
    await signInThroughForm(page);
    await expectToastAt(page, 'You are now logged in.', 'bottom-center');
    await expect(page).toHaveURL(/\/purchases\?page=2$/);
  });

  test('[LOGIN] a redirect that names another origin once normalised ends on the dashboard, by the form and when signed in', async ({
    page,
  }) => {
    const offSite: string[] = [];
    await page.route(
      (url) => url.hostname === 'evil.example',
      async (route) => {
        offSite.push(route.request().url());
        await route.abort();
      },
    );
    for (const redirect of ['/.//evil.example/phish', '/a/..//evil.example/x']) {
      const link = `/login?${new URLSearchParams({ redirect }).toString()}`;
      await page.goto(link);
      await signInThroughForm(page);
      await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      // Signed in, the same link goes home too.
      await page.goto(link);
      await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
    expect(offSite).toEqual([]);
  });

  test('[REGISTER] a new address is signed in at once; signing up again with it says to check the mail and signs nobody in', async ({
    page,
  }) => {
    const email = `reg-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@flipstack.test`;
    const signUp = async (name: string) => {
      await page.goto('/register');
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(`${name} password`);
      await page.getByLabel('Team name').fill(`${name} Co`);
      await page.getByRole('button', { name: 'Create account' }).click();
    };
    await signUp('Rita');
    await expect(page.getByRole('heading', { name: 'Welcome, Rita' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signUp('Someone');
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('[LOGIN] wrong password shows the server message at the bottom centre and stays on login', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, DEMO.email, 'not-the-password');
    await expectToastAt(page, 'Invalid email or password.', 'bottom-center');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[LOGIN] the header is hidden on sign-in pages and the splash', async ({ page }) => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password/some-token', '/splash']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    }
  });

  test('[LOGOUT] logout clears the session, goes to login and says so', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToastAt(page, 'You are now logged out.', 'bottom-center');
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('flipstack.')));
    expect(stored).toEqual([]);
    // The cookies are gone too: a signed-in page sends us back to login.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('[SESSION] a session that cannot be refreshed is cleared with the spec message', async ({ page, context }) => {
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
    await context.clearCookies();
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
    await expect(page.getByText('Failed to refresh session. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('[SESSION] two tabs refreshing at once both keep the session', async ({ page, context }) => {
    test.slow(); // two tabs loading screens at once: near a minute on a loaded two-core machine
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/purchases');
    await expect(other.getByRole('heading', { level: 1 })).toContainText('Purchases');

    // The access token has lapsed: both tabs meet a 401 and refresh. Each refresh is held until two are
    // sent, so both go out with the same refresh cookie, as when two tabs refresh at the same moment. The
    // hold is in place before the token goes: a tab's own refetch in between must not refresh unseen.
    let sent = 0;
    let releaseBoth = () => {};
    const bothSent = new Promise<void>((resolve) => (releaseBoth = resolve));
    await context.route('**/api/refresh-token', async (route) => {
      if ((sent += 1) === 2) releaseBoth();
      await bothSent;
      // A refresh from a page that has reloaded since was cancelled by the browser.
      await route.continue().catch(() => {});
    });
    const statuses: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/refresh-token')) statuses.push(response.status());
    });
    await context.clearCookies({ name: 'flipstack_access' });
    await Promise.all([page.reload(), other.reload()]);
    // The screens show from the stored session at once; what matters is how the refreshes end (a third
    // one, from a tab's refetch before its reload, may go too).
    await expect.poll(() => statuses.length).toBeGreaterThanOrEqual(2);
    expect(
      statuses.every((status) => status === 200),
      statuses.join(', '),
    ).toBe(true);
    await context.unroute('**/api/refresh-token');
    for (const tab of [page, other])
      await expect(tab.getByText('Failed to refresh session. Please log in again.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
    await expect(other.getByRole('heading', { level: 1 })).toContainText('Purchases');

    // And the session lives on after both.
    await context.clearCookies({ name: 'flipstack_access' });
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sales');
  });

  test('[OFFLINE] an unreachable server shows the connection message', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await signInThroughForm(page);
    await expect(page.getByText('Could not connect to server. Please try again later.')).toBeVisible();
  });
});
