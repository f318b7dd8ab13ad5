// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
/**
 * Issue 33 part 1 on the profile, against the sandbox: the Passkeys section adds a passkey (named, a device name
 * suggested) through a real ceremony of the software authenticator, lists it with its dates, renames it and
 * removes it after a confirmation; a dismissed browser prompt says nothing, another failure says what happened.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import { servePasskeyHost } from '../support/passkey-browser.ts';

const browser = vi.hoisted(() => ({ failWith: { name: null as string | null } }));
vi.mock('../../src/lib/webauthn.ts', async () => {
  const { fakeWebAuthn } = await import('../support/passkey-browser.ts');
  const { SoftAuthenticator: Authenticator } = await import('../support/soft-authenticator.ts');
  return fakeWebAuthn(new Authenticator(), browser.failWith);
});

const harness = sandboxHarnessForFile(cleanup);
beforeEach(() => {
  browser.failWith.name = null;
  servePasskeyHost(harness.server, harness.sandbox);
  // the section offers passkeys where the browser has WebAuthn
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
});

const section = () => screen.getByRole('region', { name: 'Passkeys' });

async function openProfile(as = DEMO_EMAIL.developer) {
  await renderApp(harness, '/manage/profile', { as });
  await findScreen('Profile');
  return within(section());
}

describe('the profile’s passkeys', () => {
  it('adds one under the name given (a device name suggested), lists it, renames and removes it', async () => {
    const user = userEvent.setup();
    const passkeys = await openProfile();
    expect(await passkeys.findByText('No passkeys yet.')).toBeInTheDocument();

    await user.click(passkeys.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByRole('textbox', { name: /Passkey name/ });
    expect(name).toHaveValue('Mac · Chrome');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Enter a name for the passkey')).toBeInTheDocument();
    await user.type(name, '  Work laptop ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await passkeys.findByText('Work laptop')).toBeInTheDocument();
    expect(passkeys.getByText(/Added \d\d\/\d\d\/\d{4} · Never used/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(passkeys.getByRole('button', { name: 'Rename Work laptop' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const field = within(rename).getByRole('textbox', { name: /Passkey name/ });
    expect(field).toHaveValue('Work laptop');
    await user.clear(field);
    await user.type(field, 'Desk');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await passkeys.findByText('Desk')).toBeInTheDocument();

    await user.click(passkeys.getByRole('button', { name: 'Remove Desk' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove passkey' });
    expect(confirm).toHaveTextContent('Remove the passkey “Desk”? It will no longer sign you in.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await passkeys.findByText('No passkeys yet.')).toBeInTheDocument();
  }, 60_000);

  it('says nothing when the browser prompt is dismissed, and keeps the name typed', async () => {
    const user = userEvent.setup();
    browser.failWith.name = 'NotAllowedError';
    const passkeys = await openProfile(DEMO_EMAIL.viewer);
    await user.click(await passkeys.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByRole('textbox', { name: /Passkey name/ });
    await user.clear(name);
    await user.type(name, 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(name).toHaveValue('Phone');
  });

  it('tells the user when this device already has a passkey of the account', async () => {
    const user = userEvent.setup();
    browser.failWith.name = 'InvalidStateError';
    const passkeys = await openProfile(DEMO_EMAIL.admin);
    await user.click(await passkeys.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This device already has a passkey for your account.',
    );
  });
});
