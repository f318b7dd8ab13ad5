// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { theme } from '../../src/app/theme.ts';
import { DataAsOf } from '../../src/components/data-as-of.tsx';
import { OfflineBanner } from '../../src/components/offline-banner.tsx';
import { OnlineOnlyButton } from '../../src/components/online-only-button.tsx';

const view = (ui: ReactElement) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

function goOffline(offline: boolean) {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the offline experience (issue 13)', () => {
  it('shows the banner only while offline', () => {
    view(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    goOffline(true);
    expect(screen.getByText(/You are offline/)).toBeVisible();
    goOffline(false);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('says "as of" for data restored from the saved cache, and for anything while offline', () => {
    const restored = new Date(2026, 10, 20, 9, 5, 7).getTime();
    const { rerender } = view(<DataAsOf updatedAt={restored} />);
    expect(screen.getByTestId('data-as-of')).toHaveTextContent('As of 2026-11-20 09:05:07');
    // fetched now, in this online session: live, no label
    rerender(
      <MantineProvider theme={theme}>
        <DataAsOf updatedAt={Date.now() + 10} />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('data-as-of')).toBeNull();
    goOffline(true);
    expect(screen.getByTestId('data-as-of')).toHaveTextContent(/As of/);
  });

  it('uses the oldest time of a screen’s queries', () => {
    const older = new Date(2026, 10, 19, 8, 0, 0).getTime();
    view(<DataAsOf updatedAt={[Date.now() + 10, older]} />);
    expect(screen.getByTestId('data-as-of')).toHaveTextContent('As of 2026-11-19 08:00:00');
  });

  it('disables a money-moving action offline with the reason read with the button', () => {
    const onClick = vi.fn();
    view(
      <OnlineOnlyButton action="Creating a payout" onClick={onClick}>
        New payout
      </OnlineOnlyButton>,
    );
    expect(screen.getByRole('button', { name: 'New payout' })).toBeEnabled();
    goOffline(true);
    const button = screen.getByRole('button', { name: 'New payout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You are offline. Creating a payout needs a connection.');
    goOffline(false);
    expect(screen.getByRole('button', { name: 'New payout' })).toBeEnabled();
  });
});
