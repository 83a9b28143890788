import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, TEAMS, signInThroughForm } from './fixtures.ts';

/** The app under test (playwright.config.ts puts its port in E2E_PORT). */
const app = new URL(`http://127.0.0.1:${process.env['E2E_PORT']}`);

/**
 * A real page elsewhere: Chrome only lets a page reach loopback addresses when the page itself came
 * from one, so a page faked with page.route could not make the request at all.
 */
let attacker: Server;
let attackerPort = 0;
let attackHtml = '';
test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>Elsewhere</title>${attackHtml}`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as { port: number }).port;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
}

test.describe('[SECURITY]', () => {
  test('[CSRF] a link on another site cannot switch the team through GET /new-token', async ({ page }) => {
    await signIn(page);
    const teams = await page.evaluate(() => fetch('/api/teams').then((r) => r.json()));
    const second = teams.teams.find((team: { name: string }) => team.name === TEAMS.second);
    const target = `${app.origin}/api/new-token?selected_team_id=${second.id}`;
    attackHtml = `<a href="${target}">Win a prize</a>`;
    // localhost is another site than 127.0.0.1: a cross-site top-level navigation, which carries Lax cookies.
    await page.goto(`http://localhost:${attackerPort}/`);
    const answer = page.waitForResponse((response) => response.url() === target);
    await page.getByRole('link', { name: 'Win a prize' }).click();
    expect((await answer).status()).toBe(403);

    await page.goto('/');
    await expect(page.getByRole('main')).toContainText(TEAMS.first);
    const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));
    expect(me.team_id).not.toBe(second.id);
  });

  test('[CSRF] a page on another port of the same host cannot sign the user out', async ({ page }) => {
    await signIn(page);
    attackHtml = '<p>Nothing to see</p>';
    await page.goto(`http://127.0.0.1:${attackerPort}/`);
    const logout = `${app.origin}/api/logout`;
    const done = page.waitForEvent('requestfailed', (request) => request.url() === logout);
    // A bodyless POST needs no preflight. Its answer never reaches the page (Cross-Origin-Resource-Policy
    // blocks it); what counts is what the server did.
    await page.evaluate(
      (url) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => null),
      logout,
    );
    await done;

    await page.goto(`${app.origin}/`);
    const refresh = await page.evaluate(() =>
      fetch('/api/refresh-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
        (r) => r.status,
      ),
    );
    expect(refresh).toBe(200);
    await page.goto(`${app.origin}/`);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
  });
});
