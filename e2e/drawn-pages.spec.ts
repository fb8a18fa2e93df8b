import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/*
 * The first screens drawn into the page for a signed-in phone (decision 092): readable before
 * any of the app's code has run, then replaced by the live screen, with the page's CSP intact.
 */

async function signIn(page: Page, username: string) {
  const res = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok(), `login as ${username}`).toBeTruthy();
}

test('Kampe and the chat are there before the app has run (no scripts at all)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, 'spiller');

  await page.goto('/matches');
  const drawn = page.locator('#root > div[inert][aria-hidden="true"]');
  await expect(drawn).toHaveCount(1);
  await expect(drawn.locator('h1', { hasText: 'Kampe' })).toBeVisible();
  await expect(drawn.locator('.match-item').first()).toBeVisible();
  await expect(page.getByText('Kampe, træning og klubliv samlet ét sted')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/screens/drawn-matches.png' });

  await page.goto('/chat');
  await expect(drawn.locator('.chat-message').last()).toBeInViewport();
  await page.screenshot({ path: '.tmp/screens/drawn-chat.png' });

  // Signed out, the same address is the plain page with the splash.
  await context.clearCookies();
  await page.goto('/matches');
  await expect(drawn).toHaveCount(0);
  await expect(page.getByText('Kampe, træning og klubliv samlet ét sted')).toBeVisible();
  await context.close();
});

test('the drawn screen becomes the live one: it answers, and the page breaks no rule of its CSP', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  await signIn(page, 'spiller');
  await page.goto('/matches');
  // Live: the picture is gone and the screen is in the accessibility tree.
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Kampe' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Kommende' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Afsluttede' }).click();
  await expect(page.getByRole('tab', { name: 'Afsluttede' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/chat');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /besked/i })).toBeVisible();
  expect(problems).toEqual([]);
});
