// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 28 point 3 on the Team tab: once the organization has sent its invitations of the hour, the invite
 * form and the re-invite action say so and when to try again; the dialog keeps the email and role typed.
 */
const harness = sandboxHarnessForFile(() => cleanup());
const TOO_MANY = 'This organization has sent too many invitations. Try again in 60 minutes.';

/** The merchant's organization sends its 30 invitations of the hour (straight to the sandbox). */
async function useUpInvitations() {
  const { access } = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  for (let i = 0; i < 30; i++) {
    const response = await harness.sandbox.app.fetch(
      new Request('http://sandbox.local/v1/team/invite', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access.token}` },
        body: JSON.stringify({ email: `burst-${i}@demo.test`, role: 'viewer' }),
      }),
    );
    expect(response.status).toBe(201);
  }
}

async function openTeam() {
  await renderApp(harness, '/manage/organization/?tab=team', { as: DEMO_EMAIL.merchant });
  return screen.findByRole('region', { name: /^Members of / });
}

describe('the invitation limit on the Team tab', () => {
  beforeAll(async () => {
    // after the harness has started (registered first)
    await useUpInvitations();
  });

  it('the invite dialog says when invitations can be sent again and keeps the email and role', async () => {
    const user = userEvent.setup();
    const members = await openTeam();
    await user.click(await within(members).findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'late.hire@demo.test');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'Developer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('late.hire@demo.test');
    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveValue('developer');
  });

  it('a re-invitation, an invitation email too, says the same', async () => {
    const user = userEvent.setup();
    await openTeam();
    const invitations = screen.getByRole('region', { name: 'Invitations sent' });
    await user.click(within(invitations).getByRole('button', { name: 'Re-invite new.hire@demo.test' }));
    expect(await within(invitations).findByRole('alert')).toHaveTextContent(TOO_MANY);
  });
});
