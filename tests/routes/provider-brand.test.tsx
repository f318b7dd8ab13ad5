// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BRANDS } from '../../src/shared/brands.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 10: once signed in, the provider's record of the host's brand replaces the built-in one where it differs. */
const harness = sandboxHarnessForFile(cleanup);

const brandRecords = (records: unknown, status = 200) =>
  harness.server.use(
    http.get(`${API_ORIGIN}/v1/config/brand-logos`, () =>
      HttpResponse.json(status === 200 ? { code: 1, data: records } : { code: 0, data: 'Unavailable' }, {
        status,
      }),
    ),
  );

describe("the provider's brand records", () => {
  it("put the record's name, logo, favicon and website on the signed-in shell", async () => {
    const { _id, website } = BRANDS.default;
    brandRecords([
      {
        _id,
        name: 'PayDesk Plus',
        logo: '/brands/default/logo.svg',
        favicon: '/brands/default/favicon.svg',
        website,
      },
    ]);
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('link', { name: 'PayDesk Plus home' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('PayDesk Plus'));
    expect(screen.getByRole('link', { name: 'PayDesk Plus' })).toHaveAttribute('href', website);
  });

  it('leave the built-in brand when they cannot be read, without an error toast', async () => {
    brandRecords(null, 503);
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('link', { name: 'PayDesk home' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        harness.requests.filter((request) => request.path === '/v1/config/brand-logos').length,
      ).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PayDesk home' })).toBeInTheDocument();
  });
});
