import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 34: saved views in a real browser against the sandbox. Maya's Coffee's owner saves a filtered
 * transactions view and a payouts view, finds them under "Saved views" in the menu, opens, renames and shares
 * one; the organization's viewer opens the link and sees the same filtered list, an outsider (owner@demo.test)
 * is refused on the page; the owner deletes it. Names carry the run's time: specs share the data folder.
 */
const OWNER = DEMO_EMAIL.merchant;
const run = Date.now().toString(36);

const savedViews = (page: Page) => page.getByRole('region', { name: 'Saved views' });

async function saveView(page: Page, name: string, checkAxe = false) {
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  if (checkAxe) expect(await seriousViolations(page, '.mantine-Modal-content')).toEqual([]);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The signed-in page's access token, for a call the test makes itself. */
async function accessToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'access_token')!.value);
}

/** The owner's view of failed payouts, saved through the API (a test about the menu, not the dialog). */
async function savedFailedPayoutsView(page: Page): Promise<string> {
  const name = `Failed payouts ${run}`;
  const created = await page.request.post('/v1/views', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: { name, list: 'payouts', filters: { status: 'failed' } },
  });
  expect(created.status()).toBe(201);
  return name;
}

// the owner's views of this run are deleted after each test, even a failed one: later specs on this worker's
// server sign in as the same owner, and their menus must not list them
test.afterEach(async ({ page }) => {
  if (!(await page.context().cookies()).some((cookie) => cookie.name === 'access_token')) return;
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const listed = await page.request.get('/v1/views', { headers });
  if (!listed.ok()) return;
  const { data } = (await listed.json()) as { data: { _id: string; name: string }[] };
  for (const view of data.filter(({ name }) => name.includes(run)))
    await page.request.delete(`/v1/views/${view._id}`, { headers });
});

test('a saved view is saved, listed, opened, renamed, shared and deleted', async ({ page, browser }) => {
  // three accounts, two of them in their own browser contexts, and four accessibility checks: a long journey
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const transactionsName = `Failed USD ${run}`;
  const renamed = `Failed in dollars ${run}`;
  const payoutsName = `Paid payouts ${run}`;

  await test.step('save a filtered transactions view and a payouts view', async () => {
    await signInWithCookies(page, OWNER, { path: '/manage/transactions/?status=failed&currency=USD' });
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await saveView(page, transactionsName, true);
    await expect(page.getByText('View saved')).toBeVisible();
    await expect(savedViews(page).getByRole('link', { name: transactionsName })).toBeVisible();
    await page.goto('/manage/payout/?status=paid&page=2');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    await saveView(page, payoutsName);
    await expect(savedViews(page).getByRole('link', { name: payoutsName })).toBeVisible();
    expect(await seriousViolations(page, 'section[aria-label="Saved views"]')).toEqual([]);
  });

  await test.step('open one from the menu: its list with its filters, never a page number', async () => {
    await savedViews(page).getByRole('link', { name: payoutsName }).click();
    await expect(page).toHaveURL(/\/manage\/payout\?status=paid$/);
    await savedViews(page).getByRole('link', { name: transactionsName }).click();
    await expect(page).toHaveURL(/\/manage\/transactions\?.*status=failed/);
    await expect(page).toHaveURL(/currency=USD/);
  });

  let shareUrl = '';
  await test.step('rename it and copy its share link', async () => {
    await savedViews(page)
      .getByRole('button', { name: `Manage ${transactionsName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Saved view' });
    await expect(dialog.getByLabel('Name')).toHaveValue(transactionsName);
    expect(await seriousViolations(page, '.mantine-Modal-content')).toEqual([]);
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(savedViews(page).getByRole('link', { name: renamed })).toBeVisible();
    shareUrl = await dialog.getByLabel('Share link').inputValue();
    expect(shareUrl).toMatch(/\/views\/[0-9a-f]{24}$/);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('another member of the organization opens the link: the same filtered list', async () => {
    const context = await browser.newContext();
    const viewer = await context.newPage();
    await signInWithCookies(viewer, DEMO_EMAIL.viewer, { path: new URL(shareUrl).pathname });
    await expect(viewer).toHaveURL(/\/manage\/transactions\?.*status=failed/);
    await expect(viewer).toHaveURL(/currency=USD/);
    await expect(viewer.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    // it is the owner's view: not listed in the viewer's menu
    await expect(savedViews(viewer).getByRole('link', { name: renamed })).toHaveCount(0);
    await context.close();
  });

  await test.step('an outsider is refused on the page, with a way on', async () => {
    const context = await browser.newContext();
    const outsider = await context.newPage();
    await signInWithCookies(outsider, DEMO_EMAIL.owner, { path: new URL(shareUrl).pathname });
    await expect(outsider.getByRole('heading', { name: 'This saved view cannot be opened' })).toBeVisible();
    await expect(outsider.getByText(/not a member of/)).toBeVisible();
    expect(await seriousViolations(outsider, 'main')).toEqual([]);
    await outsider.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(outsider).toHaveURL(/\/main\/dashboard\/$/);
    await context.close();
  });

  await test.step('delete it, after a confirmation', async () => {
    await savedViews(page)
      .getByRole('button', { name: `Manage ${renamed}` })
      .click();
    await page.getByRole('dialog', { name: 'Saved view' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this saved view?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('View deleted')).toBeVisible();
    await expect(savedViews(page).getByRole('link', { name: renamed })).toHaveCount(0);
    await expect(savedViews(page).getByRole('link', { name: payoutsName })).toBeVisible();
    // its link opens for nobody any more
    await page.goto(new URL(shareUrl).pathname);
    await expect(page.getByRole('heading', { name: 'This saved view cannot be opened' })).toBeVisible();
  });
});

test('at 390 px the navigation drawer lists saved views with 44 px targets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithCookies(page, OWNER);
  const name = await savedFailedPayoutsView(page);
  await page.goto('/manage/payout/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const link = savedViews(page).getByRole('link', { name });
  const manage = savedViews(page).getByRole('button', { name: `Manage ${name}` });
  await link.scrollIntoViewIfNeeded();
  for (const target of [link, manage]) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await link.click();
  await expect(page).toHaveURL(/\/manage\/payout\?status=failed$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
  await expect(link).not.toBeInViewport();
  // the filters' chosen words are whole on the phone ("All currencies" was cut when three columns shared a row)
  for (const filter of ['Status', 'Currency']) {
    const { text, width, room } = await page
      .getByRole('combobox', { name: filter })
      .evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const text = select.selectedOptions[0]!.text;
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return { text, width: context.measureText(text).width, room: select.clientWidth - padding };
      });
    expect(width, `"${text}" fits its select`).toBeLessThanOrEqual(room);
  }
});

test('the icon rail and the horizontal navigation list saved views too, each opening its filtered list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithCookies(page, OWNER);
  const name = await savedFailedPayoutsView(page);
  for (const stored of [{ menuStyle: 'icon-click' }, { nav: 'horizontal' }]) {
    await page.evaluate((value) => localStorage.setItem('bo-theme', value), JSON.stringify(stored));
    await page.goto('/main/dashboard/');
    // the layout's section menus beside it pass axe as well
    await page.getByRole('button', { name: /^MAIN/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Dashboards' })).toBeVisible();
    expect(await seriousViolations(page, '.mantine-Menu-dropdown')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Dashboards' })).toBeHidden();
    // opened from the keyboard: the menu's first entry takes the focus
    await page.getByRole('button', { name: 'Saved views', exact: true }).focus();
    await page.keyboard.press('Enter');
    const entry = page.getByRole('menuitem', { name });
    await expect(entry).toBeFocused();
    expect(await seriousViolations(page, '.mantine-Menu-dropdown')).toEqual([]);
    await entry.click();
    await expect(page).toHaveURL(/\/manage\/payout\?status=failed$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
  }
});
