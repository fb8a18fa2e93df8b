import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, toast } from './fixtures';

test('a player makes a private calendar link in the profile; it serves the team’s trainings and matches until regenerated', async ({ page, playwright }) => {
  await loginViaApi(page, 'spiller');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Kalender' });
  await card.getByRole('button', { name: 'Lav kalenderlink' }).click();
  const field = card.getByLabel('Dit kalenderlink');
  await expect(field).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(card.getByRole('link', { name: 'Åbn i kalender' })).toHaveAttribute('href', /^webcal:/);
  await expectNoSeriousA11yViolations(page);
  const url = await field.inputValue();

  // A calendar app fetches it without any session.
  const anonymous = await playwright.request.newContext();
  const feed = await anonymous.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('TZID:Europe/Copenhagen');
  expect(ics).toMatch(/DTSTART;TZID=Europe\/Copenhagen:\d{8}T\d{6}/);
  expect(ics).toContain('(Senior 1)');

  // A new link revokes the old one.
  await card.getByRole('button', { name: 'Lav nyt link' }).click();
  await expect(field).not.toHaveValue(url);
  expect((await anonymous.get(url)).status()).toBe(404);
  const second = await field.inputValue();
  expect((await anonymous.get(second)).status()).toBe(200);

  await card.getByRole('button', { name: 'Slå fra' }).click();
  await expect(toast(page)).toContainText('Kalenderlink slået fra');
  expect((await anonymous.get(second)).status()).toBe(404);
  await anonymous.dispose();
});

test('the calendar card says what the feed holds for the person reading it', async ({ page }) => {
  const expected: Array<[string, string]> = [
    ['admin', 'Abonnér på alle klubbens kampe og træninger i Google Kalender'],
    ['medlem', 'Abonnér på alle klubbens kampe i Google Kalender'],
    ['spiller', 'Abonnér på dit holds kampe og træninger og klubbens fællestræninger i Google Kalender'],
  ];
  for (const [username, text] of expected) {
    await page.context().clearCookies();
    await loginViaApi(page, username);
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Kalender' }), username).toContainText(text);
  }
});
