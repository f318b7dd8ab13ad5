import { expect, test, type Page } from '@playwright/test';
import { signInWithCookies } from './support/sign-in.ts';
import { closeTheme, makeTall, openTheme, shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The theme switcher in a browser: that an option changes how the page looks, and what the app's CSS and
 * theme-boot.js make of the stored choices. That every option lands on <html> and in storage, and comes back
 * from storage, is checked for all of them without a browser (tests/features/appearance/theme-drawer.test.tsx).
 */
// no service worker: with one, the bundle the last step blocks would come from its cache
test.use({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });

/** The next painted frame: what a screenshot should show once a state has been set. */
async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** A picture of the shell scrolled down a little, so fixed and scrollable surfaces differ too. */
async function picture(page: Page): Promise<Buffer> {
  await makeTall(page);
  // focus returning to the drawer's button would otherwise be a difference of its own
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(700, 880);
  await page.evaluate(() => window.scrollTo(0, 300));
  // the header's scroll-to-top button answers the scroll: the page has settled into its scrolled state
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  await nextPaint(page);
  const shot = await page.screenshot({
    animations: 'disabled',
    mask: [page.locator('.mantine-Notifications-root')],
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  return shot;
}

/** The page's background, the body's, and where the side menu starts: what Reset must put back. */
function look(page: Page) {
  return page.evaluate(() => [
    getComputedStyle(document.querySelector('.bo-main')!).backgroundColor,
    getComputedStyle(document.body).backgroundColor,
    document.querySelector('nav')!.getBoundingClientRect().x,
  ]);
}

interface Option {
  tab: 'Theme Style' | 'Theme Colors';
  /** the radio group; none for the colour and image buttons */
  group?: string;
  option: string;
  attribute: string;
  value: string;
}

/** One or two options of each kind: a radio of each tab, a colour, a background, a menu image. */
const REPRESENTATIVE: Option[] = [
  {
    tab: 'Theme Style',
    group: 'Theme color mode',
    option: 'Dark',
    attribute: 'data-mantine-color-scheme',
    value: 'dark',
  },
  {
    tab: 'Theme Style',
    group: 'Navigation styles',
    option: 'Horizontal',
    attribute: 'data-nav-layout',
    value: 'horizontal',
  },
  {
    tab: 'Theme Style',
    group: 'Navigation menu style',
    option: 'Icon Click',
    attribute: 'data-nav-style',
    value: 'icon-click',
  },
  {
    tab: 'Theme Style',
    group: 'Sidemenu layout styles',
    option: 'Detached',
    attribute: 'data-vertical-style',
    value: 'detached',
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
    group: 'Header positions',
    option: 'Scrollable',
    attribute: 'data-header-position',
    value: 'scrollable',
  },
  {
    tab: 'Theme Colors',
    group: 'Menu colors',
    option: 'Gradient',
    attribute: 'data-menu-styles',
    value: 'gradient',
  },
  {
    tab: 'Theme Colors',
    group: 'Header colors',
    option: 'Dark',
    attribute: 'data-header-styles',
    value: 'dark',
  },
  { tab: 'Theme Colors', option: 'Primary colour 3', attribute: 'style', value: '--primary-rgb' },
  { tab: 'Theme Colors', option: 'Background colour 2', attribute: 'data-custom-bg', value: 'true' },
  { tab: 'Theme Colors', option: 'Menu background image 1', attribute: 'data-bg-img', value: 'bgimg1' },
];

/** Chooses an option in the panel; with `fromDefaults`, Reset first, so it is the only one in effect. */
async function choose(page: Page, option: Option, { fromDefaults = false } = {}): Promise<void> {
  const drawer = await openTheme(page, option.tab);
  if (fromDefaults) await drawer.getByRole('button', { name: 'Reset' }).click();
  const control = option.group
    ? drawer
        .getByRole('radiogroup', { name: option.group })
        .getByRole('radio', { name: option.option, exact: true })
    : drawer.getByRole('button', { name: option.option, exact: true });
  await control.click();
  await closeTheme(page);
}

async function reset(page: Page): Promise<void> {
  const drawer = await openTheme(page);
  await drawer.getByRole('button', { name: 'Reset' }).click();
  await closeTheme(page);
}

async function expectApplied(page: Page, { attribute, value }: Option) {
  const html = page.locator('html');
  if (attribute === 'style') await expect(html).toHaveAttribute('style', new RegExp(value));
  else await expect(html).toHaveAttribute(attribute, value);
}

test('options of each kind change the page, survive a reload, and Reset puts the page back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await shellReady(page, 'Maya Merchant');
  const defaults = await picture(page);
  const defaultLook = await look(page);

  for (const option of REPRESENTATIVE) {
    await test.step(`${option.group ?? 'Colours'}: ${option.option}`, async () => {
      await choose(page, option, { fromDefaults: true });
      await expectApplied(page, option);
      expect((await picture(page)).equals(defaults), 'the page looks different').toBe(false);
    });
  }

  await test.step('chosen ones come back after a reload, and Reset restores the defaults', async () => {
    const kept = [REPRESENTATIVE[0]!, REPRESENTATIVE[4]!, REPRESENTATIVE[9]!];
    for (const [index, option] of kept.entries()) await choose(page, option, { fromDefaults: index === 0 });
    await page.reload();
    await shellReady(page, 'Maya Merchant');
    for (const option of kept) await expectApplied(page, option);
    expect((await picture(page)).equals(defaults), 'still different after a reload').toBe(false);

    await reset(page);
    expect(await look(page)).toEqual(defaultLook);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('bo-theme'),
        localStorage.getItem('bo-theme-background'),
      ]),
    ).toEqual([null, null]);
  });

  await test.step('RTL mirrors the whole layout', async () => {
    const drawer = await openTheme(page);
    await drawer.getByRole('radiogroup', { name: 'Directions' }).getByRole('radio', { name: 'RTL' }).click();
    await closeTheme(page);
    // polled: the shell's main area moves its padding to the other side with a transition of its own
    await expect
      .poll(async () => {
        const navbar = (await page.getByRole('navigation', { name: 'Main menu' }).boundingBox())!;
        const logo = (await page.getByRole('link', { name: 'PayDesk home' }).boundingBox())!;
        const main = (await page.locator('#main-content').boundingBox())!;
        return {
          navbarOnTheRight: navbar.x > 1400 / 2,
          logoOnTheRight: logo.x > 1400 / 2,
          mainLeftOfNavbar: main.x + main.width < navbar.x + 1,
        };
      })
      .toEqual({ navbarOnTheRight: true, logoOnTheRight: true, mainLeftOfNavbar: true });
  });

  await test.step('stored preferences are applied before the app bundle runs; a bad background is removed', async () => {
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
});
