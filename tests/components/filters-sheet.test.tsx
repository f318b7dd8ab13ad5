// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, TextInput } from '@mantine/core';
import { theme } from '../../src/app/theme.ts';

/**
 * A phone's list filters (below 992 px; jsdom's matchMedia matches nothing, so this is a phone): the sheet's code
 * comes at the first opening, and when it cannot come (offline, never opened before) the filters open in the page.
 */
async function renderSheet() {
  const { FiltersSheet } = await import('../../src/components/filters-sheet.tsx');
  render(
    <MantineProvider theme={theme}>
      <FiltersSheet search={<TextInput label="Search" />} activeCount={0}>
        <TextInput label="Currency" />
      </FiltersSheet>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.doUnmock('../../src/components/filters-sheet-loader.ts');
  vi.resetModules();
});

describe('the filters sheet on a phone', () => {
  it('shows only the search until Filters is pressed, then the other filters in a sheet', async () => {
    await renderSheet();
    expect(screen.queryByLabelText('Currency')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet).toContainElement(screen.getByLabelText('Currency'));
  });

  it('opens the filters in the page when the sheet’s code cannot be fetched', async () => {
    vi.doMock('../../src/components/filters-sheet-loader.ts', () => ({
      loadSheet: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }));
    await renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the list' }));
    expect(screen.queryByLabelText('Currency')).toBeNull();
  });
});
