import { expect, test, type Page } from '@playwright/test';
import { loginTokens, signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import {
  callAs,
  joinAs,
  newPerson,
  outboxOf,
  useOrganization,
  type Person,
} from './support/team-accounts.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The Team tab of /manage/organization/ against the sandbox. The journeys that change a team use people made
 * for them (./support/team-accounts.ts); the seeded organizations are only read (the viewer, the axe checks).
 */
const TEAM = '/manage/organization/?tab=team';

async function openTeamAs(page: Page, person: Pick<Person, 'email'>) {
  await signInWithCookies(page, person.email, { path: TEAM });
  const members = page.getByRole('region', { name: /^Members of / });
  await expect(members).toBeVisible();
  return members;
}

async function membersOf(page: Page, owner: Person) {
  const token = (await loginTokens(page.request, owner.email)).access.token;
  return callAs<{ email: string; role: string }[]>(page.request, token, 'GET', '/v1/org/members');
}

test('invite a member: the invitation reaches the provider and is listed; then re-invite', async ({
  page,
}) => {
  const owner = await newPerson(page.request, 'Olive Owner');
  const members = await openTeamAs(page, owner);
  await expect(page.getByRole('region', { name: `Members of ${owner.orgName}` })).toBeVisible();
  await expect(page.getByText('No invitations sent')).toBeVisible();

  const invitee = `invitee-${Date.now()}@demo.test`;
  await members.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  // the least powerful role unless the inviter chooses otherwise
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('viewer');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();

  const invitations = page.getByRole('region', { name: 'Invitations sent' });
  const row = invitations.getByRole('row').filter({ hasText: invitee });
  await expect(row).toContainText('Viewer');
  await expect(row).toContainText('Pending');
  // the provider has it, and emailed it
  const token = (await loginTokens(page.request, owner.email)).access.token;
  const listed = await callAs<{ email: string; status: string }[]>(
    page.request,
    token,
    'GET',
    '/v1/team/invitedMembers',
  );
  expect(listed).toContainEqual(expect.objectContaining({ email: invitee, status: 'pending' }));
  expect((await outboxOf(page.request, invitee)).map((mail) => mail.subject)).toEqual([
    `You are invited to ${owner.orgName}`,
  ]);

  await row.getByRole('button', { name: `Re-invite ${invitee}` }).click();
  await expect(page.getByText(`Invitation sent again to ${invitee}`)).toBeVisible();
  expect(await outboxOf(page.request, invitee)).toHaveLength(2);
});

test("change a member's role, then remove them after a confirmation naming them", async ({ page }) => {
  const owner = await newPerson(page.request, 'Otto Owner');
  const member = await newPerson(page.request, 'Mia Member');
  await joinAs(page.request, owner, member, 'viewer');
  const members = await openTeamAs(page, owner);

  const row = members.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Viewer');
  await row.getByRole('button', { name: `Change role of ${member.name}` }).click();
  const roleDialog = page.getByRole('dialog', { name: `Change the role of ${member.name}` });
  await roleDialog.getByRole('combobox', { name: 'New role' }).selectOption({ label: 'Admin' });
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row).toContainText('Admin');
  expect(await membersOf(page, owner)).toContainEqual(
    expect.objectContaining({ email: member.email, role: 'admin' }),
  );

  await row.getByRole('button', { name: `Remove ${member.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove member' });
  await expect(confirm).toContainText(`Remove ${member.name} (${member.email}) from ${owner.orgName}?`);
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(confirm).toBeHidden();
  await expect(members.getByText(member.email)).toHaveCount(0);
  expect((await membersOf(page, owner)).map((m) => m.email)).toEqual([owner.email]);
});

test('accept an invitation as the invited user and see the organization appear', async ({ page }) => {
  const owner = await newPerson(page.request, 'Oscar Owner');
  const invitee = await newPerson(page.request, 'Ivy Invitee');
  const ownerToken = (await loginTokens(page.request, owner.email)).access.token;
  await callAs(page.request, ownerToken, 'POST', '/v1/team/invite', {
    email: invitee.email,
    role: 'developer',
  });

  // the shell says an invitation is waiting, on any screen, and leads to where it is answered
  await signInWithCookies(page, invitee.email);
  await shellReady(page, invitee.name);
  const banner = page.getByRole('region', { name: 'An invitation is waiting for you' });
  await expect(banner).toContainText(`You are invited to join ${owner.orgName}.`);
  await banner.getByRole('link', { name: 'Review invitations' }).click();
  await expect(page).toHaveURL(/\/manage\/organization\/$/);

  const invitations = page.getByRole('region', { name: 'Invitations to you' });
  await invitations.getByRole('button', { name: `Accept invitation to ${owner.orgName}` }).click();
  await expect(invitations.getByRole('status')).toHaveText(`You joined ${owner.orgName} as developer.`);
  await expect(banner).toBeHidden();

  // the organization is one of the user's now: the selector offers it
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await expect(page.getByRole('option', { name: owner.orgName })).toBeVisible();
});

test("the viewer is offered none of the owner's actions on the Team tab", async ({ page }) => {
  const viewer = await loginTokens(page.request, DEMO_EMAIL.viewer);
  const organizations = await callAs<{ _id: string; name: string }[]>(
    page.request,
    viewer.access.token,
    'GET',
    '/v1/org/member/organizations',
  );
  const coffee = organizations.find((organization) => organization.name === "Maya's Coffee")!;
  await useOrganization(page.request, DEMO_EMAIL.viewer, coffee._id);
  const members = await openTeamAs(page, { email: DEMO_EMAIL.viewer });
  await expect(members).toContainText('Victor Viewer');
  await expect(members).toContainText('Maya Merchant');
  await expect(page.getByRole('region', { name: 'Invitations sent' })).toBeVisible();
  for (const name of ['Invite member', /^Change role of /, /^Remove /, /^Re-invite /])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
});

test("a member whose role was lowered meanwhile is refused with the provider's message", async ({ page }) => {
  const owner = await newPerson(page.request, 'Opal Owner');
  const admin = await newPerson(page.request, 'Abe Admin');
  await joinAs(page.request, owner, admin, 'admin');
  await useOrganization(page.request, admin.email, owner.orgId);
  const members = await openTeamAs(page, admin);
  await members.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('too.late@demo.test');

  // while the page is open, the owner makes the admin a viewer
  const ownerToken = (await loginTokens(page.request, owner.email)).access.token;
  await callAs(page.request, ownerToken, 'PATCH', '/v1/org/member/update/role', {
    userId: admin.userId,
    role: 'viewer',
  });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your role (viewer) cannot invite members');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('too.late@demo.test');
  // the screen has caught up with the new role: what it would refuse is no longer offered
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(members.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(members.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
