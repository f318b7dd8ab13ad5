// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 10, the Organizations tab against the sandbox: the forms validate before they send, show the server's
 * refusal as text and keep what was typed; the logo goes through the image upload field.
 */
const harness = sandboxHarnessForFile(cleanup);

// a 1×1 PNG
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const sent = (path: string) => harness.requests.filter((request) => request.path === path).length;
const refuse = (method: 'patch' | 'post', path: string, status: number, message: string) =>
  harness.server.use(
    http[method](`${API_ORIGIN}${path}`, () => HttpResponse.json({ code: 0, data: message }, { status })),
  );

async function openAs(email: string) {
  const view = await renderApp(harness, '/manage/organization/', { as: email });
  await screen.findByRole('list', { name: 'Your organizations' });
  return view;
}

describe('the Organizations tab (/manage/organization/)', () => {
  it("lists the merchant's two organizations with owner, members, balances and Set as current", async () => {
    await openAs(DEMO_EMAIL.merchant);
    const list = screen.getByRole('list', { name: 'Your organizations' });
    const coffee = within(list).getByRole('listitem', { name: "Maya's Coffee" });
    const books = within(list).getByRole('listitem', { name: "Maya's Books" });
    expect(within(coffee).getByText('Owner: Maya Merchant (merchant@demo.test)')).toBeInTheDocument();
    expect(within(coffee).getByText('4 members')).toBeInTheDocument();
    expect(within(coffee).getByText('Current')).toBeInTheDocument();
    const balances = within(coffee).getByRole('list', { name: "Test balances + 5.26 % of Maya's Coffee" });
    for (const item of within(balances).getAllByRole('listitem'))
      expect(item.textContent).toMatch(/^([A-Z]+)[\d,]+\.\d{2} \1$/);
    expect(within(books).getByRole('button', { name: "Set as current: Maya's Books" })).toBeInTheDocument();
  });

  it('checks the organization name before sending, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openAs(DEMO_EMAIL.merchant);
    const form = screen.getByRole('form', { name: 'Edit organization' });
    const name = within(form).getByRole('textbox', { name: /Organization name/ });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save organization' }));
    expect(await within(form).findByText('Enter the organization name')).toBeInTheDocument();
    await user.type(name, 'x'.repeat(101));
    await user.click(within(form).getByRole('button', { name: 'Save organization' }));
    expect(await within(form).findByText('The name can have at most 100 characters')).toBeInTheDocument();
    expect(sent('/v1/org/update')).toBe(0);
  });

  it("shows the provider's refusal of the update as text and keeps the typed name", async () => {
    const user = userEvent.setup();
    await openAs(DEMO_EMAIL.merchant);
    refuse('patch', '/v1/org/update', 403, '<b>Forbidden</b>');
    const form = screen.getByRole('form', { name: 'Edit organization' });
    const name = within(form).getByRole('textbox', { name: /Organization name/ });
    await user.clear(name);
    await user.type(name, 'Maya Roasters');
    await user.click(within(form).getByRole('button', { name: 'Save organization' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('<b>Forbidden</b>');
    expect(name).toHaveValue('Maya Roasters');
  });

  it('refuses a file that is not a PNG, JPEG or WebP before uploading it, and says why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openAs(DEMO_EMAIL.merchant);
    const form = screen.getByRole('form', { name: 'Edit organization' });
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG or WebP image (SVG and other types are not accepted).',
    );
    const large = new Uint8Array(524_289);
    large.set(PNG);
    await user.upload(input, new File([large], 'big.png', { type: 'image/png' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The image must be at most 512 KB.');
    expect(sent('/v1/image/upload')).toBe(0);
  });

  it("shows the image service's refusal, then uploads and saves a logo under the image endpoint", async () => {
    const user = userEvent.setup();
    await openAs(DEMO_EMAIL.merchant);
    const form = screen.getByRole('form', { name: 'Edit organization' });
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    refuse('post', '/v1/image/upload', 413, 'The image is larger than 512 KB');
    await user.upload(input, new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The image is larger than 512 KB');
    harness.server.resetHandlers();

    await user.upload(input, new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(await within(form).findByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save organization' }));
    expect(await screen.findByText('Organization updated')).toBeInTheDocument();
    const coffee = within(screen.getByRole('list', { name: 'Your organizations' })).getByRole('listitem', {
      name: "Maya's Coffee",
    });
    await waitFor(() =>
      expect(within(coffee).getByRole('img', { name: "Maya's Coffee logo" })).toHaveAttribute(
        'src',
        expect.stringMatching(/^https:\/\/ik\.imagekit\.io\/sandbox\/[0-9a-f]{24}\.png$/),
      ),
    );
  });

  it("checks the wallet address for the currency's network before sending, then shows a refusal", async () => {
    const user = userEvent.setup();
    await openAs(DEMO_EMAIL.merchant);
    const form = screen.getByRole('form', { name: 'Payout wallet' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Currency the wallet receives' }),
      'ETH',
    );
    const address = within(form).getByRole('textbox', { name: /Wallet address/ });
    await user.clear(address);
    await user.type(address, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    await user.click(within(form).getByRole('button', { name: 'Save wallet address' }));
    expect(
      await within(form).findByText(
        'An Ethereum address is 0x followed by 40 hexadecimal characters (0-9, a-f).',
      ),
    ).toBeInTheDocument();
    expect(sent('/v1/org/set/walletAddress')).toBe(0);

    refuse('patch', '/v1/org/set/walletAddress', 403, 'Forbidden');
    await user.clear(address);
    await user.type(address, '0x52908400098527886E0F7030069857D2E4169EE7');
    await user.click(within(form).getByRole('button', { name: 'Save wallet address' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Forbidden');
    expect(address).toHaveValue('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(sent('/v1/org/set/walletAddress')).toBe(1);
  });

  it('says when the user belongs to no organization', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/org/member/organizations`, () => HttpResponse.json({ code: 1, data: [] })),
    );
    await renderApp(harness, '/manage/organization/', { as: DEMO_EMAIL.merchant });
    expect(
      await screen.findByRole('heading', { name: 'You are not a member of any organization' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit organization' })).not.toBeInTheDocument();
  });

  it('shows the error with Try again, which loads the tab once the provider answers', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/org/member/organizations`, () =>
        HttpResponse.json({ code: 0, data: 'Organizations are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, '/manage/organization/', { as: DEMO_EMAIL.merchant });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find(
        (element) =>
          element.textContent?.includes('Organizations are unavailable') &&
          within(element).queryByRole('button', { name: 'Try again' }),
      );
    expect(alert).toBeDefined();
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your organizations' })).toBeInTheDocument();
  });

  it('offers a viewer no edit controls', async () => {
    await openAs(DEMO_EMAIL.viewer);
    expect(
      await screen.findByText(
        "Only an owner or an admin can change the organization's name, logo and wallet.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit organization' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Payout wallet' })).not.toBeInTheDocument();
  });

  it('shows its skeleton while the data is on its way', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/team/member/invitations`, async ({ request }) => {
        await delay(1500);
        return harness.sandbox.app.fetch(request);
      }),
    );
    await renderApp(harness, '/manage/organization/', { as: DEMO_EMAIL.merchant });
    expect(
      await screen.findByText('Loading organizations…', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your organizations' }, { timeout: 5000 })).toBeDefined();
    expect(screen.queryByText('Loading organizations…')).toBeNull();
  });
});
