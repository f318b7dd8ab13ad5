// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The Team tab of /manage/organization/ against the sandbox: the invite and role forms check what they can
 * before sending, and a refusal of the provider is shown as its message with what the user chose kept.
 */
const harness = sandboxHarnessForFile(() => cleanup());
const TEAM = '/manage/organization/?tab=team';

afterEach(() => {
  // every test starts from the seed's team of Maya's Coffee
  setRole(DEMO_EMAIL.admin, 'admin');
});

function db() {
  return harness.sandbox.db;
}

function orgIdByName(name: string): string {
  return (db().prepare('SELECT _id FROM organizations WHERE name = ?').get(name) as { _id: string })._id;
}

/** The user's role in Maya's Coffee, changed behind the app's back (someone else's doing). */
function setRole(email: string, role: string) {
  db()
    .prepare(
      `UPDATE members SET role = ? WHERE org_id = ? AND user_id = (SELECT _id FROM users WHERE email = ?)`,
    )
    .run(role, orgIdByName("Maya's Coffee"), email);
}

/** Ada Admin starts in her own organization; these tests are about her admin role in Maya's Coffee. */
function adaInMayasCoffee() {
  db()
    .prepare('UPDATE users SET current_org_id = ? WHERE email = ?')
    .run(orgIdByName("Maya's Coffee"), DEMO_EMAIL.admin);
}

function sent(method: string, path: string) {
  return harness.requests.filter((request) => request.method === method && request.path === path);
}

async function openTeam(as: string) {
  await renderApp(harness, TEAM, { as });
  return screen.findByRole('region', { name: /^Members of / });
}

async function pickRole(dialog: HTMLElement, label: RegExp, role: string) {
  await userEvent.setup().selectOptions(within(dialog).getByRole('combobox', { name: label }), role);
}

describe('the Team tab', () => {
  it("lists the members with name, email and role; the owner's row offers nothing", async () => {
    const members = await openTeam(DEMO_EMAIL.merchant);
    expect(within(members).getByText('Maya Merchant')).toBeInTheDocument();
    expect(within(members).getByText(DEMO_EMAIL.admin)).toBeInTheDocument();
    expect(within(members).getByText('Developer')).toBeInTheDocument();
    expect(within(members).getByText('The owner cannot be changed or removed')).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: 'Remove Maya Merchant' })).toBeNull();
    expect(within(members).getByRole('button', { name: 'Remove Ada Admin' })).toBeInTheDocument();
    const invitations = screen.getByRole('region', { name: 'Invitations sent' });
    expect(within(invitations).getByText('new.hire@demo.test')).toBeInTheDocument();
    expect(
      within(invitations).getByRole('button', { name: 'Re-invite new.hire@demo.test' }),
    ).toBeInTheDocument();
  });

  it('the invite form starts at Viewer and checks the email before sending', async () => {
    const user = userEvent.setup();
    const members = await openTeam(DEMO_EMAIL.merchant);
    await user.click(await within(members).findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveValue('viewer');

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter the email address of the person to invite')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      within(dialog).getByText('Enter a valid email address, like name@example.com'),
    ).toBeInTheDocument();
    expect(sent('POST', '/v1/team/invite')).toHaveLength(0);
  });

  it("shows the provider's refusal in the dialog and keeps the email and role typed", async () => {
    const user = userEvent.setup();
    const members = await openTeam(DEMO_EMAIL.merchant);
    await user.click(await within(members).findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), DEMO_EMAIL.admin);
    await pickRole(dialog, /^Role/, 'Developer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This user is already a member of the organization',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue(DEMO_EMAIL.admin);
    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveValue('developer');
  });

  it('sends an invitation that is then listed, pending, for the role chosen', async () => {
    const user = userEvent.setup();
    const members = await openTeam(DEMO_EMAIL.merchant);
    await user.click(await within(members).findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'jsdom.invitee@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const invitations = screen.getByRole('region', { name: 'Invitations sent' });
    expect(await within(invitations).findByText('jsdom.invitee@demo.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite member' })).toBeNull());
    const row = within(invitations).getByText('jsdom.invitee@demo.test').closest('li')!;
    expect(within(row).getByText('Viewer')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('the role form refuses the role the member already has, and keeps the choice when refused', async () => {
    const user = userEvent.setup();
    const members = await openTeam(DEMO_EMAIL.merchant);
    await user.click(await within(members).findByRole('button', { name: 'Change role of Dana Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Dana Developer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(within(dialog).getByText('Dana Developer is already Developer')).toBeInTheDocument();
    expect(sent('PATCH', '/v1/org/member/update/role')).toHaveLength(0);

    // meanwhile someone removed Dana: the provider says so, and the choice stays for another try
    const dana = db().prepare('SELECT _id FROM users WHERE email = ?').get(DEMO_EMAIL.developer) as {
      _id: string;
    };
    const coffee = orgIdByName("Maya's Coffee");
    const row = db().prepare('SELECT * FROM members WHERE org_id = ? AND user_id = ?').get(coffee, dana._id);
    db().prepare('DELETE FROM members WHERE org_id = ? AND user_id = ?').run(coffee, dana._id);
    try {
      await pickRole(dialog, /^New role/, 'Viewer');
      await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Member not found');
      expect(within(dialog).getByRole('combobox', { name: /^New role/ })).toHaveValue('viewer');
    } finally {
      const { org_id, user_id, role, created_at } = row as Record<string, string>;
      db()
        .prepare('INSERT INTO members (org_id, user_id, role, created_at) VALUES (?, ?, ?, ?)')
        .run(org_id, user_id, role, created_at);
    }
  });

  it("a member whose role was lowered meanwhile is refused with the provider's message", async () => {
    const user = userEvent.setup();
    adaInMayasCoffee();
    const members = await openTeam(DEMO_EMAIL.admin);
    await user.click(await within(members).findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'late.invite@demo.test');
    setRole(DEMO_EMAIL.admin, 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your role (viewer) cannot invite members',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('late.invite@demo.test');
    // the screen catches up with the new role: nothing it offers would be allowed any more
    await waitFor(() => expect(within(members).queryByRole('button', { name: 'Invite member' })).toBeNull());
    expect(within(members).queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('removing yourself asks with a warning of its own', async () => {
    const user = userEvent.setup();
    adaInMayasCoffee();
    const members = await openTeam(DEMO_EMAIL.admin);
    await user.click(await within(members).findByRole('button', { name: 'Remove yourself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the organization' });
    expect(dialog).toHaveTextContent("You will lose access to Maya's Coffee at once");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('PATCH', '/v1/org/member/delete')).toHaveLength(0);
  });

  it('offers a viewer none of the actions, and no empty box of invitations', async () => {
    const members = await openTeam(DEMO_EMAIL.viewer);
    expect(within(members).getByText('Victor Viewer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Change role of|Remove|Re-invite) / })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invitations to you' })).toBeNull();
  });
});

describe('the invitations to the signed-in user', () => {
  it('are announced in the shell while pending, with a way to the screen that answers them', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    const banner = await screen.findByRole('region', { name: 'An invitation is waiting for you' });
    expect(banner).toHaveTextContent('You are invited to join Nordic Gadgets.');
    await user.click(within(banner).getByRole('link', { name: 'Review invitations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/organization/'));
    expect(await screen.findByRole('region', { name: 'Invitations to you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'An invitation is waiting for you' })).toBeNull();
  });
});
