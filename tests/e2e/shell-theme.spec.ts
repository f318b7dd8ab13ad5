import { expect, test, type Page } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { closeTheme, makeTall, openTheme, shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

test.use({ viewport: { width: 1400, height: 900 } });

/** A picture of the shell scrolled down a little, so fixed and scrollable surfaces differ too. */
async function picture(page: Page): Promise<Buffer> {
  await makeTall(page);
  // focus returning to the drawer's button would otherwise be a difference of its own
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(700, 880);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(400);
  const shot = await page.screenshot({
    animations: 'disabled',
    mask: [page.locator('.mantine-Notifications-root')],
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  return shot;
}

async function ready(page: Page) {
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await shellReady(page, 'Maya Merchant');
}

type Option = {
  tab: 'Theme Style' | 'Theme Colors';
  group?: string;
  option: string;
  attribute: string;
  value: string;
};

const OPTIONS: Option[] = [
  {
    tab: 'Theme Style',
    group: 'Theme color mode',
    option: 'Dark',
    attribute: 'data-mantine-color-scheme',
    value: 'dark',
  },
  { tab: 'Theme Style', group: 'Directions', option: 'RTL', attribute: 'dir', value: 'rtl' },
  {
    tab: 'Theme Style',
    group: 'Navigation styles',
    option: 'Horizontal',
    attribute: 'data-nav-layout',
    value: 'horizontal',
  },
  ...(
    [
      ['Menu Click', 'menu-click'],
      ['Menu Hover', 'menu-hover'],
      ['Icon Click', 'icon-click'],
      ['Icon Hover', 'icon-hover'],
    ] as const
  ).map(([option, value]) => ({
    tab: 'Theme Style' as const,
    group: 'Navigation menu style',
    option,
    attribute: 'data-nav-style',
    value,
  })),
  ...(
    [
      ['Closed Menu', 'closed'],
      ['Icon Text', 'icontext'],
      ['Icon Overlay', 'overlay'],
      ['Detached', 'detached'],
      ['Double Menu', 'doublemenu'],
    ] as const
  ).map(([option, value]) => ({
    tab: 'Theme Style' as const,
    group: 'Sidemenu layout styles',
    option,
    attribute: 'data-vertical-style',
    value,
  })),
  {
    tab: 'Theme Style',
    group: 'Page styles',
    option: 'Classic',
    attribute: 'data-page-style',
    value: 'classic',
  },
  {
    tab: 'Theme Style',
    group: 'Page styles',
    option: 'Modern',
    attribute: 'data-page-style',
    value: 'modern',
  },
  {
    tab: 'Theme Style',
    group: 'Layout width styles',
    option: 'Boxed',
    attribute: 'data-width',
    value: 'boxed',
  },
  {
    tab: 'Theme Style',
    group: 'Menu positions',
    option: 'Scrollable',
    attribute: 'data-menu-position',
    value: 'scrollable',
  },
  {
    tab: 'Theme Style',
    group: 'Header positions',
    option: 'Scrollable',
    attribute: 'data-header-position',
    value: 'scrollable',
  },
  ...(['Dark', 'Color', 'Gradient', 'Transparent'] as const).flatMap((option) => [
    {
      tab: 'Theme Colors' as const,
      group: 'Menu colors',
      option,
      attribute: 'data-menu-styles',
      value: option.toLowerCase(),
    },
    {
      tab: 'Theme Colors' as const,
      group: 'Header colors',
      option,
      attribute: 'data-header-styles',
      value: option.toLowerCase(),
    },
  ]),
  ...[1, 2, 3, 4, 5].flatMap((n) => [
    {
      tab: 'Theme Colors' as const,
      option: `Primary colour ${n}`,
      attribute: 'style',
      value: '--primary-rgb',
    },
    {
      tab: 'Theme Colors' as const,
      option: `Background colour ${n}`,
      attribute: 'data-custom-bg',
      value: 'true',
    },
    {
      tab: 'Theme Colors' as const,
      option: `Menu background image ${n}`,
      attribute: 'data-bg-img',
      value: `bgimg${n}`,
    },
  ]),
];

async function expectApplied(page: Page, { attribute, value }: Option) {
  const html = page.locator('html');
  if (attribute === 'style') await expect(html).toHaveAttribute('style', new RegExp(value));
  else await expect(html).toHaveAttribute(attribute, value);
}

for (const option of OPTIONS) {
  test(`${option.group ?? 'Colours'}: ${option.option} changes the page and survives a reload`, async ({
    page,
  }) => {
    await ready(page);
    const before = await picture(page);
    const drawer = await openTheme(page, option.tab);
    const control = option.group
      ? drawer
          .getByRole('radiogroup', { name: option.group })
          .getByRole('radio', { name: option.option, exact: true })
      : drawer.getByRole('button', { name: option.option, exact: true });
    await control.click();
    await closeTheme(page);
    await expectApplied(page, option);
    expect((await picture(page)).equals(before), 'the page looks different').toBe(false);

    await page.reload();
    await shellReady(page, 'Maya Merchant');
    await expectApplied(page, option);
    expect((await picture(page)).equals(before), 'still different after a reload').toBe(false);
  });
}

test('a custom primary colour is converted to an RGB triple', async ({ page }) => {
  await ready(page);
  const drawer = await openTheme(page, 'Theme Colors');
  const input = drawer.getByRole('textbox', { name: 'Custom primary colour' });
  await input.fill('#12ab34');
  await input.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('style', /--primary-rgb: 18, 171, 52/);
  expect(await page.evaluate(() => localStorage.getItem('bo-theme'))).toContain('18, 171, 52');
});

test('Reset clears every preference and restores the defaults', async ({ page }) => {
  await ready(page);
  const before = await page.evaluate(() => [
    getComputedStyle(document.querySelector('.bo-main')!).backgroundColor,
    getComputedStyle(document.body).backgroundColor,
    document.querySelector('nav')!.getBoundingClientRect().x,
  ]);
  let drawer = await openTheme(page, 'Theme Style');
  await drawer
    .getByRole('radiogroup', { name: 'Theme color mode' })
    .getByRole('radio', { name: 'Dark' })
    .click();
  await drawer.getByRole('radiogroup', { name: 'Directions' }).getByRole('radio', { name: 'RTL' }).click();
  await drawer
    .getByRole('radiogroup', { name: 'Layout width styles' })
    .getByRole('radio', { name: 'Boxed' })
    .click();
  await drawer.getByRole('tab', { name: 'Theme Colors' }).click();
  await drawer.getByRole('button', { name: 'Background colour 2' }).click();
  await closeTheme(page);
  await page.reload();
  await shellReady(page, 'Maya Merchant');
  drawer = await openTheme(page);
  await drawer.getByRole('button', { name: 'Reset' }).click();
  await closeTheme(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('data-nav-layout', 'vertical');
  await expect(html).toHaveAttribute('data-width', 'fullwidth');
  await expect(html).toHaveAttribute('data-menu-position', 'fixed');
  await expect(html).toHaveAttribute('data-header-position', 'fixed');
  await expect(html).not.toHaveAttribute('data-custom-bg', 'true');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('bo-theme'),
      localStorage.getItem('bo-theme-background'),
    ]),
  ).toEqual([null, null]);
  const look = () =>
    page.evaluate(() => [
      getComputedStyle(document.querySelector('.bo-main')!).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
      document.querySelector('nav')!.getBoundingClientRect().x,
    ]);
  expect(await look()).toEqual(before);
});

test('RTL mirrors the whole layout', async ({ page }) => {
  await ready(page);
  const drawer = await openTheme(page);
  await drawer.getByRole('radiogroup', { name: 'Directions' }).getByRole('radio', { name: 'RTL' }).click();
  await closeTheme(page);
  const navbar = (await page.getByRole('navigation', { name: 'Main menu' }).boundingBox())!;
  expect(navbar.x).toBeGreaterThan(1400 / 2);
  const logo = (await page.getByRole('link', { name: 'PayDesk home' }).boundingBox())!;
  expect(logo.x).toBeGreaterThan(1400 / 2);
  const main = (await page.locator('#main-content').boundingBox())!;
  expect(main.x + main.width).toBeLessThan(navbar.x + 1);
});

test('stored preferences are applied before the app bundle runs, and a bad background is removed', async ({
  page,
}) => {
  await ready(page);
  await page.evaluate(() => {
    localStorage.setItem('bo-theme', JSON.stringify({ colorScheme: 'dark', dir: 'rtl' }));
    localStorage.setItem('bo-theme-background', 'not a colour');
  });
  // With the bundle blocked, only public/theme-boot.js can have applied them.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('bo-theme-background'))).toBeNull();
});

test('the Theme Style tab names every option of the panel', async ({ page }) => {
  await ready(page);
  const drawer = await openTheme(page);
  for (const name of [
    'Light',
    'Dark',
    'LTR',
    'RTL',
    'Vertical',
    'Horizontal',
    'Default Menu',
    'Regular',
    'FullWidth',
    'Fixed',
  ]) {
    await expect(drawer.getByRole('radio', { name, exact: true }).first()).toBeVisible();
  }
});
