import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, expectToastClear } from './fixtures';

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return page;
}

const XSS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  'javascript:window.__xss=4',
];

test('two people chat live, script payloads stay text, a coach polls and a player votes', async ({
  browser,
}) => {
  const player = await signedIn(browser, 'spiller');
  const coach = await signedIn(browser, 'traener');
  await coach.goto('/chat?chatId=serie_3_pulje_5');
  await player.goto('/chat');
  await expect(player.getByRole('link', { name: 'Senior 1' })).toHaveAttribute('aria-current', 'page');
  await expect(coach.getByRole('heading', { name: 'Chat' })).toBeVisible();
  await expectNoSeriousA11yViolations(player);

  // The second person sees the first one's message without reloading.
  const text = `Hvem kører til udekampen? ${Date.now()}`;
  await player.getByRole('textbox', { name: 'Besked' }).fill(text);
  await player.getByRole('button', { name: 'Send' }).click();
  await expect(coach.getByText(text)).toBeVisible({ timeout: 3000 });

  // Enter sends; the field empties and keeps the focus for the next message.
  const box = player.getByRole('textbox', { name: 'Besked' });
  await box.fill('Jeg kan køre to');
  await box.press('Enter');
  await expect(coach.getByText('Jeg kan køre to')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();

  // A messenger: one's own messages on the right, others' on the left, under today's separator.
  const centre = async (page: Page, text: string) => {
    const bubble = await page.locator('.chat-message', { hasText: text }).locator('.chat-bubble').boundingBox();
    const list = await page.locator('.chat-list').last().boundingBox();
    return (bubble!.x + bubble!.width / 2 - list!.x) / list!.width;
  };
  expect(await centre(player, 'Jeg kan køre to')).toBeGreaterThan(0.5);
  expect(await centre(coach, 'Jeg kan køre to')).toBeLessThan(0.5);
  await expect(player.getByText('I dag', { exact: true })).toBeVisible();

  // Links are clickable; payloads are shown as text and never run.
  await player.getByRole('textbox', { name: 'Besked' }).fill('Kampprogram: https://www.dbu.dk/resultater');
  await player.getByRole('button', { name: 'Send' }).click();
  await expect(coach.getByRole('link', { name: 'https://www.dbu.dk/resultater' })).toHaveAttribute(
    'href',
    'https://www.dbu.dk/resultater',
  );
  for (const payload of XSS) {
    await player.getByRole('textbox', { name: 'Besked' }).fill(payload);
    await player.getByRole('button', { name: 'Send' }).click();
    await expect(coach.getByText(payload, { exact: true })).toBeVisible();
  }
  expect(await coach.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await player.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // A coach creates a poll; the player votes and the coach sees the result live.
  await coach.getByRole('button', { name: 'Ny afstemning' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Ny afstemning' });
  await dialog.getByLabel('Spørgsmål').fill('Spisning efter kampen?');
  await dialog.getByLabel('Svarmulighed 1').fill('Ja');
  await dialog.getByLabel('Svarmulighed 2').fill('Nej');
  await expectNoSeriousA11yViolations(coach);
  await dialog.getByRole('button', { name: 'Opret afstemning' }).click();
  const poll = player.getByRole('group', { name: 'Spisning efter kampen?' });
  await expect(poll).toBeVisible({ timeout: 3000 });
  await poll.getByRole('button', { name: /^Ja: 0 stemmer/ }).click();
  await expect(poll.getByRole('button', { name: /^Ja: 1 stemme, din stemme/ })).toBeVisible();
  await expect(
    coach
      .getByRole('group', { name: 'Spisning efter kampen?' })
      .getByRole('button', { name: /^Ja: 1 stemme/ }),
  ).toBeVisible({ timeout: 3000 });
  // Changing the vote moves it.
  await poll.getByRole('button', { name: /^Nej: 0 stemmer/ }).click();
  await expect(poll.getByRole('button', { name: /^Nej: 1 stemme, din stemme/ })).toBeVisible();

  // The coach pins the first message; it shows at the top for the player. Players cannot pin.
  await expect(player.getByRole('button', { name: 'Fastgør besked' })).toHaveCount(0);
  await coach
    .locator('.chat-message', { hasText: text })
    .getByRole('button', { name: 'Fastgør besked' })
    .first()
    .click();
  await expect(player.getByRole('region', { name: 'Fastgjorte beskeder' }).getByText(text)).toBeVisible({
    timeout: 3000,
  });
  await player.screenshot({ path: '.tmp/screens/chat.png', fullPage: true });
  await player.context().close();
  await coach.context().close();
});

test('the header shows unread chat messages', async ({ browser }) => {
  const coach = await signedIn(browser, 'traener');
  const player = await signedIn(browser, 'spiller');
  await player.goto('/');
  await coach.goto('/chat?chatId=club');
  await coach.getByRole('textbox', { name: 'Besked' }).fill('Husk generalforsamling');
  await coach.getByRole('button', { name: 'Send' }).click();
  await expect(player.getByRole('link', { name: /^Chat, \d+ ulæste? beskeder?$/ })).toBeVisible({ timeout: 3000 });
  await player.getByRole('link', { name: /^Chat, \d+ ulæste? beskeder?$/ }).click();
  await player.getByRole('link', { name: /^Klubchat/ }).click();
  await expect(player.getByText('Husk generalforsamling')).toBeVisible();
  await player.context().close();
  await coach.context().close();
});

test('a picture opens full screen and Escape closes it', async ({ browser }) => {
  const player = await signedIn(browser, 'spiller');
  await player.goto('/chat?chatId=club');
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  // A refused picture's toast stands clear of the composer at the bottom (its Send is the screen's primary action).
  await player
    .locator('input[type=file]')
    .setInputFiles({ name: 'stor.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expectToastClear(player, 'Filen er for stor');
  await player.locator('input[type=file]').setInputFiles({ name: 'kampen.png', mimeType: 'image/png', buffer: picture });
  const open = player.getByRole('button', { name: /^Vis billedet fra .+ i fuld skærm$/ }).last();
  await open.click();
  const viewer = player.getByRole('dialog', { name: /^Billede fra / });
  await expect(viewer.getByRole('img', { name: /kampen\.png$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(player);
  await player.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();
  await player.context().close();
});
