// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { theme } from '../../src/app/theme.ts';
import { ConfirmDialog } from '../../src/components/confirm-dialog.tsx';
import { FiltersSheet } from '../../src/components/filters-sheet.tsx';
import { ImageUploadField } from '../../src/components/image-upload-field.tsx';
import { OfflineBanner } from '../../src/components/offline-banner.tsx';
import { OnlineOnlyButton } from '../../src/components/online-only-button.tsx';
import { PageNotFound } from '../../src/components/page-not-found.tsx';
import { PagePagination } from '../../src/components/page-pagination.tsx';
import { ResponsiveTable } from '../../src/components/responsive-table.tsx';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/**
 * Issue 31: the shared components speak the language of the moment (English word for word as before, French,
 * Arabic), and change with it without being mounted again. A screen's own words come from the screen; these are
 * the ones the components add (their buttons, their names for screen readers, their notices).
 */
vi.mock('@tanstack/react-router', () => ({
  // PageNotFound's links, without a router: an anchor to the same address
  Link: ({ to, children, ...props }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));

const view = (ui: ReactElement) =>
  render(
    <DirectionProvider>
      <MantineProvider theme={theme}>{ui}</MantineProvider>
    </DirectionProvider>,
  );

const speak = (locale: Locale) => act(() => activateLocale(locale));

function goOffline() {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
  });
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('the shared components in every language', () => {
  it('name the filters button with its count, in English as before, in French with the plural, in Arabic', async () => {
    view(
      <FiltersSheet search={<input aria-label="Search" />} activeCount={4}>
        <p>filters</p>
      </FiltersSheet>,
    );
    // jsdom is a narrow screen: the filters are behind the button
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 4 active');
    await speak('fr');
    expect(screen.getByRole('button', { name: /^Filtres/ })).toHaveAccessibleName('Filtres 4 actifs');
    await speak('ar');
    const button = screen.getByRole('button', { name: /^عوامل التصفية/ });
    expect(button).toHaveAccessibleName('عوامل التصفية 4 نشطة');
    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'عوامل التصفية' });
    expect(within(sheet).getByRole('button', { name: 'عرض القائمة' })).toBeInTheDocument();
  });

  it('say why an action waits for a connection, and the offline notice, in the language spoken', async () => {
    await speak('fr');
    view(
      <>
        <OfflineBanner />
        <OnlineOnlyButton action="La création d’un virement">Nouveau virement</OnlineOnlyButton>
      </>,
    );
    goOffline();
    expect(screen.getByRole('button', { name: 'Nouveau virement' })).toHaveAccessibleDescription(
      'Vous êtes hors ligne. La création d’un virement nécessite une connexion.',
    );
    expect(screen.getByText('Vous êtes hors ligne.').tagName).toBe('STRONG');
    await speak('en');
    expect(screen.getByText('You are offline.').tagName).toBe('STRONG');
  });

  it('name the pagination controls and the dialog buttons', async () => {
    await speak('ar');
    view(
      <>
        <PagePagination total={5} value={2} onChange={() => undefined} />
        <ConfirmDialog
          opened
          title="حذف"
          confirmLabel="حذف"
          onConfirm={() => undefined}
          onClose={() => undefined}
        >
          ؟
        </ConfirmDialog>
      </>,
    );
    for (const name of ['الصفحة السابقة', 'الصفحة التالية', 'الصفحة 3'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'حذف' });
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('word the image buttons by the image, whatever language its label is in', async () => {
    const field = (props: { label: string; kind: 'logo' | 'avatar'; value: string | null }) => (
      <ImageUploadField {...props} name="Maya's Coffee" onChange={() => undefined} upload={async () => ''} />
    );
    const { rerender } = view(field({ label: 'Logo', kind: 'logo', value: null }));
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    await speak('fr');
    rerender(
      <DirectionProvider>
        <MantineProvider theme={theme}>
          {field({ label: 'Avatar', kind: 'avatar', value: 'https://x.example/a.png' })}
        </MantineProvider>
      </DirectionProvider>,
    );
    expect(screen.getByRole('button', { name: 'Remplacer l’avatar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer l’avatar' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Avatar de Maya's Coffee" })).toBeInTheDocument();
    await speak('ar');
    rerender(
      <DirectionProvider>
        <MantineProvider theme={theme}>
          {field({ label: 'الشعار', kind: 'logo', value: null })}
        </MantineProvider>
      </DirectionProvider>,
    );
    expect(screen.getByRole('button', { name: 'رفع شعار' })).toBeInTheDocument();
  });

  it('say that a page is not found, with the way back', async () => {
    await speak('fr');
    view(<PageNotFound signedOut />);
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/');
  });

  it('align amounts to the end of the line, which is the left in a right-to-left layout', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    view(
      <ResponsiveTable
        label="Amounts"
        columns={[{ key: 'amount', header: 'Amount', numeric: true, render: (row: { a: string }) => row.a }]}
        rows={[{ a: '1.00 USD' }]}
        rowKey={(row) => row.a}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('style')).toContain(
      'text-align: end',
    );
    expect(screen.getByRole('cell', { name: '1.00 USD' }).getAttribute('style')).toContain('text-align: end');
  });
});
