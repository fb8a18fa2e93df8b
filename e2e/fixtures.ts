import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'klubdemo';
export type DemoUser = 'admin' | 'bestyrelse' | 'traener' | 'spiller' | 'medlem' | 'nybruger';

/** Signs in through the form, as a person would, and waits for the home screen. */
export async function loginViaForm(page: Page, username: DemoUser | string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Brugernavn').fill(username);
  await page.getByLabel('Adgangskode').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
}

/** Signs in through the API (the session cookie lands in the page's context): for journeys that start signed in. */
export async function loginViaApi(page: Page, username: DemoUser | string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.ok(), `login as ${username}`).toBeTruthy();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
}

/** Fails on any serious or critical axe violation (S16). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The toast currently shown (one at a time). */
export function toast(page: Page) {
  return page.locator('.toast');
}

/** Fails unless a tap at the element's centre reaches it: not under a dialog's backdrop or anything else (issue 10 item 20). */
export async function expectOnTop(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const hit = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(hit, 'a tap on the element reaches it').toBe(true);
}
