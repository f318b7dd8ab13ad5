import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Big from 'big.js';
import { loginTokens, signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The Organizations tab of /manage/organization/: balances exactly as docs/product/09-constants.md §9.1
 * computes them (in both environments, for every currency of both of the merchant's organizations), editing
 * the current organization with a logo uploaded to the image service, the payout wallet, a master's list of
 * every organization, and axe.
 */
const PATH = '/manage/organization/';
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

interface OrganizationReply {
  _id: string;
  name: string;
  logo: string | null;
  walletAddress: string | null;
  balance: Record<string, number>;
  testBalance: Record<string, number>;
}

async function api<T>(
  request: APIRequestContext,
  email: string,
  method: 'GET' | 'PATCH',
  path: string,
  data?: unknown,
) {
  const { access } = await loginTokens(request, email);
  const reply = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${access.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(reply.status(), `${method} ${path}`).toBe(200);
  return ((await reply.json()) as { data: T }).data;
}

/**
 * docs/product/09-constants.md §9.1, computed here on its own: the amount plus 5.26 percent, 2 decimals
 * rounded half up, thousands grouped, the code upper-cased. The JSON number is read by its shortest decimal
 * writing, in big.js.
 */
function expectedBalance(amount: number, currency: string): string {
  const value = new Big(String(amount)).times(new Big('1.0526')).round(2, Big.roundHalfUp);
  const [whole, fraction] = value.toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${fraction} ${currency.toUpperCase()}`;
}

function card(page: Page, name: string) {
  return page.getByRole('list', { name: 'Your organizations' }).getByRole('listitem', { name, exact: true });
}

async function expectBalances(page: Page, organizations: OrganizationReply[], env: 'test' | 'live') {
  const label = `${env === 'test' ? 'Test balances' : 'Live balances'} + 5.26 %`;
  for (const organization of organizations) {
    const amounts = env === 'test' ? organization.testBalance : organization.balance;
    const currencies = Object.keys(amounts);
    expect(currencies.length, `${organization.name} has ${env} balances`).toBeGreaterThan(0);
    const list = card(page, organization.name).getByRole('list', {
      name: `${label} of ${organization.name}`,
    });
    await expect(list.getByRole('listitem')).toHaveCount(currencies.length);
    for (const currency of currencies) {
      await expect(
        list.locator(`[data-currency="${currency.toUpperCase()}"] [data-testid="balance"]`),
      ).toHaveText(expectedBalance(amounts[currency]!, currency));
    }
  }
}

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * One merchant sign-in for the Organizations tab: balances in both environments, "Set as current", then the
 * forms of the current organization — the wallet first, the rename last (the balances and the switch read the
 * organizations by their seeded names). Whatever the forms changed is put back at the end, as the other specs
 * expect the seeded organization.
 */
test('the merchant’s organizations: balances in both modes, set as current, the payout wallet, a new name and logo', async ({
  page,
}) => {
  // a journey of several screens in one sign-in: a busy 2-core CI machine takes 2–3× a quiet one’s time
  test.setTimeout(90_000);
  const organizations = await api<OrganizationReply[]>(
    page.request,
    DEMO_EMAIL.merchant,
    'GET',
    '/v1/org/member/organizations',
  );
  const original = organizations.find((organization) => organization.name === "Maya's Coffee")!;
  // the provider's current organization is the one the forms change
  await api(page.request, DEMO_EMAIL.merchant, 'PATCH', `/v1/org/setDefault/organization/${original._id}`);
  // The image service's origin (IMAGEKIT_URL_ENDPOINT) is served by the sandbox's stand-in for its CDN:
  // what the browser shows is the file the sandbox stored.
  const served: string[] = [];
  await page.route('https://ik.imagekit.io/sandbox/**', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    served.push(name);
    const response = await route.fetch({
      url: `http://localhost:${process.env.E2E_PORT}/__sandbox/images/${name}`,
    });
    await route.fulfill({ response });
  });
  await signInWithCookies(page, DEMO_EMAIL.merchant, { path: PATH });
  await shellReady(page, 'Maya Merchant');

  try {
    await test.step('balances are the amount plus 5.26 % (half up, 2 decimals) in test and in live mode, for every currency', async () => {
      expect(organizations.map((organization) => organization.name).sort()).toEqual([
        "Maya's Books",
        "Maya's Coffee",
      ]);
      const toggle = page.getByRole('switch', { name: 'Test mode' });
      await expect(toggle).toBeChecked();
      await expectBalances(page, organizations, 'test');

      await toggle.click();
      await expect(page.getByText('Environment switched successfully')).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await expectBalances(page, organizations, 'live');

      // back to test for the steps and tests after this one
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expectBalances(page, organizations, 'test');
    });

    await test.step('"Set as current" switches the organization', async () => {
      const books = card(page, "Maya's Books");
      const coffee = card(page, "Maya's Coffee");
      await expect(coffee.getByText('Current', { exact: true })).toBeVisible();
      await books.getByRole('button', { name: "Set as current: Maya's Books" }).click();
      await expect(page.getByText('Organization switched successfully')).toBeVisible();
      await expect(books.getByText('Current', { exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('combobox', { name: 'Organization' })).toHaveValue(
        "Maya's Books",
      );
      await coffee.getByRole('button', { name: "Set as current: Maya's Coffee" }).click();
      await expect(coffee.getByText('Current', { exact: true })).toBeVisible();
    });

    await test.step('the payout wallet address, checked for its network before it is sent', async () => {
      const form = page.getByRole('form', { name: 'Payout wallet' });
      await form.getByRole('combobox', { name: 'Currency the wallet receives' }).selectOption('ETH');
      const address = form.getByRole('textbox', { name: 'Wallet address' });
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().includes('/v1/org/set/walletAddress')) sent += 1;
      });
      await address.fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
      await form.getByRole('button', { name: 'Save wallet address' }).click();
      await expect(
        form.getByText('An Ethereum address is 0x followed by 40 hexadecimal characters (0-9, a-f).'),
      ).toBeVisible();
      expect(sent).toBe(0);
      await expect(address).toHaveValue('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');

      const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
      await address.fill(wallet);
      await form.getByRole('button', { name: 'Save wallet address' }).click();
      await expect(page.getByText('Wallet address saved')).toBeVisible();
      expect(sent).toBe(1);
      const organizations = await api<OrganizationReply[]>(
        page.request,
        DEMO_EMAIL.merchant,
        'GET',
        '/v1/org/member/organizations',
      );
      expect(organizations.find((organization) => organization._id === original._id)!.walletAddress).toBe(
        wallet,
      );
    });

    await test.step('a new name and a logo uploaded to the image service, which loads', async () => {
      const form = page.getByRole('form', { name: 'Edit organization' });

      // refused before sending: the type, with a clear message
      await form.locator('input[type="file"]').setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await expect(form.getByRole('alert')).toHaveText(
        'Choose a PNG, JPEG or WebP image (SVG and other types are not accepted).',
      );

      await form.getByRole('textbox', { name: 'Organization name' }).fill("Maya's Coffee Roasters");
      const upload = page.waitForResponse((response) => response.url().endsWith('/v1/image/upload'));
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      expect((await upload).status()).toBe(200);
      await expect(form.getByRole('button', { name: 'Replace logo' })).toBeVisible();
      await form.getByRole('button', { name: 'Save organization' }).click();
      await expect(page.getByText('Organization updated')).toBeVisible();

      const renamed = card(page, "Maya's Coffee Roasters");
      await expect(renamed).toBeVisible();
      const logo = renamed.getByRole('img', { name: "Maya's Coffee Roasters logo" });
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(served.length).toBeGreaterThan(0);
      const [stored] = await api<OrganizationReply[]>(
        page.request,
        DEMO_EMAIL.merchant,
        'GET',
        '/v1/org/member/organizations',
      ).then((list) => list.filter((organization) => organization._id === original._id));
      expect(stored!.name).toBe("Maya's Coffee Roasters");
      expect(stored!.logo).toMatch(/^https:\/\/ik\.imagekit\.io\/sandbox\/[0-9a-f]{24}\.png$/);
    });
  } finally {
    await api(page.request, DEMO_EMAIL.merchant, 'PATCH', `/v1/org/setDefault/organization/${original._id}`);
    await api(page.request, DEMO_EMAIL.merchant, 'PATCH', '/v1/org/update', {
      name: original.name,
      logo: original.logo,
    });
    if (original.walletAddress)
      await api(page.request, DEMO_EMAIL.merchant, 'PATCH', '/v1/org/set/walletAddress', {
        walletAddress: original.walletAddress,
      });
  }
});

test('a viewer is offered none of the edit controls', async ({ page }) => {
  await signInWithCookies(page, DEMO_EMAIL.viewer, { path: PATH });
  await expect(page.getByRole('list', { name: 'Your organizations' })).toBeVisible();
  await expect(
    page.getByText("Only an owner or an admin can change the organization's name, logo and wallet."),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit organization' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Payout wallet' })).toHaveCount(0);
});

test('a master sees every organization', async ({ page }) => {
  const all = await api<{ _id: string; name: string }[]>(
    page.request,
    DEMO_EMAIL.master,
    'GET',
    '/v1/org/master/organizations',
  );
  expect(all.length).toBeGreaterThanOrEqual(7);
  await signInWithCookies(page, DEMO_EMAIL.master, { path: PATH });
  const list = page.getByRole('list', { name: 'All organizations' });
  await expect(list.getByRole('listitem')).toHaveCount(all.length);
  for (const organization of all)
    await expect(list.getByRole('listitem').filter({ hasText: organization.name }).first()).toBeVisible();
  await list.getByRole('button', { name: "View: Milo's Market" }).click();
  await expect(page.getByText("Now viewing Milo's Market")).toBeVisible();
});
