import { expect, test } from '@playwright/test';
import { expectToastAt, signInThroughForm } from './fixtures.ts';

test.slow();

// The demo user is a super admin in this suite (SUPER_ADMIN_EMAILS in playwright.config.ts).
test.describe('[ADMIN]', () => {
  test('a super admin grants the role, disables a user (whose sign-in ends) and adds them to a team', async ({
    page,
    browser,
  }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const user = { name: `Tess ${id}`, email: `tess-${id}@flipstack.test`, password: 'tess works here' };
    const other = await (await browser.newContext()).newPage();
    const registered = await other.request.post('/api/register', { data: { ...user, team_name: `Tess ${id} Co` } });
    expect(registered.status(), await registered.text()).toBe(201);
    await other.goto('/change-password');
    await expect(other.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    await expect(other.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await other.goto('/admin');
    await expect(other).toHaveURL(/\/not-found$/);

    await page.goto('/login');
    await signInThroughForm(page);
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
    await page.getByLabel('Search users').fill(id);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row).toHaveCount(1);
    const act = async (item: string) => {
      await row.getByRole('button', { name: `Actions for ${user.name}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };

    await act('Make super admin');
    await expect(row.getByText('Super admin')).toBeVisible();
    expect((await other.request.get('/api/admin/users')).status()).toBe(200);

    page.once('dialog', (dialog) => void dialog.accept());
    await act('Disable user');
    await expect(row.getByText('Disabled')).toBeVisible();
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);
    await other.goto('/login');
    await signInThroughForm(other, user.email, user.password);
    await expectToastAt(other, 'This account has been disabled. Ask an administrator to enable it.', 'bottom-center');

    await act('Enable user');
    await expect(row.getByText('Active')).toBeVisible();
    await act('Add to team…');
    const dialog = page.getByRole('dialog', { name: `Add ${user.name} to a team` });
    await dialog.getByLabel('Team', { exact: true }).fill('Demo Side');
    await page.getByRole('option', { name: /Demo Side Hustle/ }).click();
    await dialog.getByRole('button', { name: 'Add to team' }).click();
    await expectToastAt(page, `${user.name} was added to the team`, 'top-right');
    await expect(row).toContainText('Demo Side Hustle');

    await page.getByRole('tab', { name: 'Teams' }).click();
    await expect(page.getByRole('row').filter({ hasText: `Tess ${id} Co` })).toContainText(user.name);
  });
});
