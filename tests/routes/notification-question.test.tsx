// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { NOTIFICATION_MODAL_FLAG } from '../../src/features/notifications/components/notification-config-modal.tsx';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * The question "complete your notification configuration" asked of a user without one: once per session,
 * and never over a dialog the user already has open (their profile may answer after they opened one).
 */
const harness = sandboxHarnessForFile(cleanup);
const question = () => screen.queryByRole('dialog', { name: 'Notification Configuration' });

beforeEach(() => {
  harness.sandbox.db
    .prepare('UPDATE users SET notification_config = NULL WHERE email = ?')
    .run(DEMO_EMAIL.viewer);
});

afterEach(() => {
  document.querySelectorAll('[data-testid="users-dialog"]').forEach((dialog) => dialog.remove());
});

const profileAnswered = () =>
  waitFor(() => expect(harness.requests.some((request) => request.path === '/v1/user/profile')).toBe(true));

describe('the notification configuration question', () => {
  it('is asked of a user without a configuration, once per browser session', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.viewer });
    await findScreen('Dashboard');
    expect(await screen.findByRole('dialog', { name: 'Notification Configuration' })).toBeTruthy();
    expect(sessionStorage.getItem(NOTIFICATION_MODAL_FLAG)).toBe('true');
  });

  it('waits while another dialog is open, and is asked once it closes', async () => {
    const users = document.createElement('div');
    users.setAttribute('role', 'dialog');
    users.dataset.testid = 'users-dialog';
    document.body.append(users);
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.viewer });
    await findScreen('Dashboard');
    await profileAnswered();
    // the lazily loaded question has had every chance to open by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(question()).toBeNull();
    // not counted as asked: a reload while it waited still asks
    expect(sessionStorage.getItem(NOTIFICATION_MODAL_FLAG)).toBeNull();

    users.remove();
    expect(await screen.findByRole('dialog', { name: 'Notification Configuration' })).toBeTruthy();
    expect(sessionStorage.getItem(NOTIFICATION_MODAL_FLAG)).toBe('true');
  });
});
