import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi } from './fixtures';

// Decision 079: admin lists with search, filters in the URL, sortable tables on desktop, and a
// question with the count before a bulk action.

test('Medlemmer: search and filters narrow the list and survive a reload; the desktop table sorts', async ({
  page,
}) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: 'Medlemmer' })).toBeVisible();
  await page.getByLabel('Rolle', { exact: true }).selectOption({ label: 'Træner' });
  await page.getByLabel('Søg', { exact: true }).fill('søren');
  await expect(page).toHaveURL(/role=coach/);
  const cards = page.getByRole('listitem');
  await expect(cards.filter({ hasText: 'Søren Hansen' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Mette Kjær' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Rolle', { exact: true })).toHaveValue('coach');
  await expect(page.getByLabel('Søg', { exact: true })).toHaveValue('søren');
  await expect(cards.filter({ hasText: 'Søren Hansen' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Nulstil filtre' }).click();
  const table = page.getByRole('table', { name: 'Medlemmer' });
  const nameHeader = table.getByRole('columnheader', { name: 'Navn' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/dir=desc/);
  await expect(table.getByRole('button', { name: 'Rediger rolle for Søren Hansen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Kontingent: Vælg alle takes the filtered people, and the bulk action asks with the count first', async ({
  page,
}) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/kontingent');
  const all = page.getByRole('checkbox', { name: /^Vælg alle \(\d+\)$/ });
  const shownCount = async () =>
    Number(/\((\d+)\)/.exec((await page.locator('label[for="kontingent-all"]').textContent()) ?? '')?.[1]);
  await expect(all).toBeVisible();
  const everyone = await shownCount();
  await page.getByLabel('Hold', { exact: true }).selectOption({ label: 'Senior 2' });
  // The filter re-renders after the URL changes: read the count once it has narrowed (CI once
  // read the count of everyone and then found the smaller selection).
  await expect.poll(shownCount).toBeLessThan(everyone);
  const count = await shownCount();
  expect(count).toBeGreaterThan(1);
  await all.check();
  await expect(page.getByText(`${count} valgt`)).toBeVisible();
  await page.getByRole('button', { name: `Fjern medlemskab (${count})` }).click();
  const ask = page.getByRole('dialog', { name: `Fjern medlemskab for ${count} medlemmer?` });
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Annuller' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(`${count} valgt`)).toBeVisible();
});

test('Kontingent: a tab tapped and a search typed before the screen has redrawn both stay in the address', async ({
  page,
}) => {
  await loginViaApi(page, 'admin');
  await page.goto('/admin/kontingent');
  await expect(page.getByLabel('Søg efter medlem')).toBeVisible();
  // Both in one task, as a quick thumb does between two frames: the search starts from the old address.
  await page.evaluate(() => {
    const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (el) => el.textContent === 'Betalinger',
    )!;
    tab.click();
    const search = document.getElementById('kontingent-search') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'Anne');
    search.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page).toHaveURL(/q=Anne/);
  await expect(page.getByRole('tab', { name: 'Betalinger' })).toHaveAttribute('aria-selected', 'true');
});

test('Medlemmer and Spillere: an open list draws nothing again while nothing changes', async ({ page }) => {
  // React tells a devtools hook of every commit; this one only counts them (decision 103's lists).
  await page.addInitScript(`
    window.__commits = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberRoot: () => { window.__commits++; },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    };
  `);
  await loginViaApi(page, 'admin');
  const commits = () => page.evaluate<number>('window.__commits');
  for (const path of ['/admin/members', '/admin/users']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Indlæser' })).toHaveCount(0);
    expect(await commits(), 'the hook counts the app drawing itself').toBeGreaterThan(0);
    const settled = await commits();
    // Quiet for a while: no answer, no input, no timer of the screen's own (its refetch is 10 s away).
    await page.waitForTimeout(2000);
    expect(await commits(), `${path} drew itself again with nothing changed`).toBe(settled);
  }
});
