import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'klubdemo';
export type DemoUser = 'admin' | 'bestyrelse' | 'traener' | 'spiller' | 'medlem' | 'nybruger';

/** Signs in through the form, as a person would, and waits for the home screen. */
export async function loginViaForm(page: Page, username: DemoUser | string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Brugernavn').fill(username);
  await page.getByLabel('Adgangskode').fill(password);
  // Signing in ends in a full page load of '/'. The menu can show on /auth a moment before it
  // (the form's refetch of the session settles first), and a check made then lands in a page
  // that is about to go away: wait for the new page itself.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await reloaded;
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
}

/** Signs in through the API (the session cookie lands in the page's context): for journeys that start signed in. */
export async function loginViaApi(page: Page, username: DemoUser | string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.ok(), `login as ${username}`).toBeTruthy();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
}

/**
 * Signs the page in as a newly invited player (role none, the player fee unpaid), made for this
 * test through the admin's link and the invitation form's own calls. A test that pays or changes
 * the person uses one of these, so the demo people stay as the specs after it expect them.
 */
export async function loginAsNewInvitee(page: Page, firstName: string, picture: Buffer) {
  await page.request.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const link = await page.request.post('/api/admin/generate-player-registration-link', { data: { team: 'serie_5_pulje_6', role: 'player' } });
  expect(link.ok(), 'player link').toBeTruthy();
  const { token } = (await link.json()) as { token: string };
  await page.context().clearCookies();
  const reserved = (await (await page.request.post(`/api/objects/upload-registration?token=${token}`)).json()) as { uploadURL: string; path: string };
  expect((await page.request.put(reserved.uploadURL, { data: picture, headers: { 'content-type': 'image/png' } })).ok(), 'picture').toBeTruthy();
  const registered = await page.request.post('/api/register-player', {
    data: {
      token,
      password: 'grøn-bold-2026',
      firstName,
      lastName: 'Inviteret',
      email: `${firstName.toLowerCase()}.${Date.now()}@example.dk`,
      phoneNumber: '12345678',
      address: 'Vigerslev Allé 12',
      postalCode: '2500 Valby',
      birthDate: '2001-05-17',
      profileImageUrl: reserved.path,
    },
  });
  expect(registered.ok(), `register ${firstName}: ${await registered.text()}`).toBeTruthy();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
}

/** Fails on any serious or critical axe violation (S16). */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Judge the settled page: a colour transition caught half-way is not what anyone reads.
  // (Spinners run for ever and are left out.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The toast currently shown (one at a time). */
export function toast(page: Page) {
  return page.locator('.toast');
}

/**
 * Fails unless the toast saying `text` is announced (the polite live region holds it) and stands
 * in the window clear of the navigation (header, bottom menu, side menu) and of every control on
 * screen: buttons, links, fields (part 1 §9). Polled: the page may still be drawing what the
 * toast must keep clear of.
 */
export async function expectToastClear(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const toastBox = document.querySelector('.toast')?.getBoundingClientRect();
        if (!toastBox) return ['no toast'];
        const over = (r: DOMRect) =>
          r.width > 0 && r.height > 0 && r.left < toastBox.right && r.right > toastBox.left && r.top < toastBox.bottom && r.bottom > toastBox.top;
        const problems: string[] = [];
        if (toastBox.top < 0 || toastBox.bottom > window.innerHeight) problems.push('outside the window');
        for (const bar of document.querySelectorAll('.app-header, .bottom-nav, .side-nav'))
          if (over(bar.getBoundingClientRect())) problems.push(`covers ${bar.className}`);
        for (const control of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]'))
          if (!control.closest('.toaster, dialog, .app-header, .bottom-nav, .side-nav') && over(control.getBoundingClientRect()))
            problems.push(`covers ${control.getAttribute('aria-label') ?? control.textContent?.trim()}`);
        return problems;
      }),
    )
    .toEqual([]);
}

/** Fails unless a tap at the element's centre reaches it: not under a dialog's backdrop or anything else (F20). */
export async function expectOnTop(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const hit = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(hit, 'a tap on the element reaches it').toBe(true);
}

/**
 * The newest mail to `to` with `subject`, as the e2e server's SMTP server received it (a member's
 * inbox; scripts/e2e-server.ts): its text. Waits until it has arrived.
 */
export async function readMail(to: string, subject: string | RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort().reverse() : [];
        for (const name of names) {
          const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string[]; subject: string; text: string };
          const matches = typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
          if (matches && mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) {
            found = mail.text;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to}: ${String(subject)}` },
    )
    .toBe(true);
  return found!;
}

/** The link to `page` in a mail's text, as a path with its query (the test server's own address). */
export function linkIn(text: string, page: string): string {
  const url = text.match(new RegExp(`https?://\\S+${page.replace(/[/-]/g, '\\$&')}\\?\\S+`))?.[0];
  expect(url, `a link to ${page}`).toBeTruthy();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The signed-in person of `page` confirms their address from the link mailed to it, as Profil's
 * 'Send bekræftelseslink' does: an address staff typed counts only then (S20).
 */
export async function confirmOwnEmail(page: Page, email: string) {
  expect((await page.request.post('/api/user/email/confirm-request')).ok(), 'confirmation link asked for').toBeTruthy();
  const link = new URL(linkIn(await readMail(email, 'Bekræft din email'), '/confirm-email'), 'http://localhost');
  const confirmed = await page.request.post('/api/email-change/confirm', { data: { token: link.searchParams.get('token') } });
  expect(confirmed.ok(), 'address confirmed').toBeTruthy();
}
