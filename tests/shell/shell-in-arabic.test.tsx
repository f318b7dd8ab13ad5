// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { renderApp } from '../support/render-app.tsx';
import { startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 31: the shell in Arabic, the app's right-to-left language. The page turns right to left by itself (no
 * direction chosen in the theme panel), the header, the menu and the footer speak Arabic, a screen opened from
 * the menu is framed under its Arabic heading, and a change of language rewords the menu in place.
 */
let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});
afterAll(() => harness.close());

describe('the shell in Arabic', () => {
  it('is right to left, speaks Arabic, and follows a change of language', async () => {
    const user = userEvent.setup();
    await activateLocale('ar');
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    // jsdom is a narrow screen: the menu is in the drawer behind the burger
    const burger = await screen.findByRole('button', { name: 'فتح التنقل' }, { timeout: 15_000 });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      /^حقوق النشر © \d{4} PayDesk\. جميع الحقوق محفوظة\.$/,
    );
    expect(screen.getByRole('button', { name: 'العودة إلى الأعلى', hidden: true })).toBeInTheDocument();

    await user.click(burger);
    const menu = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(menu).getByRole('region', { name: 'الإدارة' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'مفتاح API' })).toBeInTheDocument();
    expect(within(menu).getByRole('combobox', { name: 'البحث في القائمة' })).toBeInTheDocument();

    // the frame of the next screen, in the render of the tap, under its Arabic heading
    await user.click(within(menu).getByRole('link', { name: 'إعدادات الدفع' }));
    expect(screen.getByRole('heading', { name: 'إعدادات الدفع', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('جارٍ تحميل إعدادات الدفع…').length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('region', { name: 'مزوّدو خدمات الدفع' }, { timeout: 15_000 }),
    ).toBeInTheDocument();

    // English again, without a reload: the menu is reworded where it stands, the page left to right
    await act(() => activateLocale('en'));
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const english = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(english).getByRole('link', { name: 'Payment Config' })).toBeInTheDocument();
    expect(within(english).getByRole('region', { name: 'MANAGE' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(screen.getByRole('heading', { name: 'Payment configuration', level: 1 })).toBeInTheDocument();
  });
});
