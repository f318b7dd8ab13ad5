// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render-app.tsx';
import { startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';
import { signInThroughForm } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import { commandPalette, type PaletteRequest } from '../../src/lib/command-palette.ts';

/**
 * Issue 34: `/share`, where the manifest's share target and two home-screen shortcuts open the app. It finds
 * the token in what was shared, leaves for the dashboard (Back does not share again) and asks for the palette
 * with its search filled; signed out, the sign-in comes first and the shared text survives it.
 */
const HASH = '9f2c4e1ab37d5f60c8e2a4b6d8f01325476a8b9cadef0123456789abcdef0123';

let harness: SandboxHarness;
let requests: PaletteRequest[];
let stopListening: () => void;

beforeAll(async () => {
  harness = await startSandboxHarness();
});
beforeEach(() => {
  requests = [];
  stopListening = commandPalette.listen((request) => requests.push(request));
});
afterEach(() => {
  stopListening();
  cleanup();
  harness.server.resetHandlers();
});
afterAll(() => harness.close());

const shareUrl = (params: Record<string, string>) => `/share?${new URLSearchParams(params).toString()}`;

describe('/share, the share target', () => {
  it('opens the palette over the dashboard, searching for the hash in the shared text', async () => {
    const { router, history } = await renderApp(
      harness,
      shareUrl({ title: 'Payment', text: `Paid, tx ${HASH} — thanks!` }),
      { as: DEMO_EMAIL.merchant },
    );
    await waitFor(() => expect(router.state.location.href).toBe('/main/dashboard/'));
    expect(requests.map(({ query }) => query)).toEqual([HASH]);
    // replaced, not pushed: Back does not come to /share again
    expect(history.length).toBe(1);
  });

  it("reads another site's link for its token and never goes there", async () => {
    const { router } = await renderApp(harness, shareUrl({ url: `https://evil.example/tx/0x${HASH}` }), {
      as: DEMO_EMAIL.merchant,
    });
    await waitFor(() => expect(router.state.location.href).toBe('/main/dashboard/'));
    expect(requests.map(({ query }) => query)).toEqual([`0x${HASH}`]);
  });

  it('keeps the raw text: a shared number or JSON is searched as written', async () => {
    const { router } = await renderApp(harness, '/share?text=%7B%22a%22%3A1%7D', { as: DEMO_EMAIL.merchant });
    await waitFor(() => expect(router.state.location.href).toBe('/main/dashboard/'));
    expect(requests.map(({ query }) => query)).toEqual(['{"a":1}']);
  });

  it('signed out: signs in first, then opens the palette with the shared text', async () => {
    const { router } = await renderApp(harness, shareUrl({ text: HASH }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ next: `/share?text=${HASH}` });
    expect(requests).toEqual([]);
    await signInThroughForm(DEMO_EMAIL.merchant);
    // the sign-in loads the signed-in app's code first
    await waitFor(() => expect(router.state.location.href).toBe('/main/dashboard/'), { timeout: 10_000 });
    await waitFor(() => expect(requests.map(({ query }) => query)).toEqual([HASH]));
  });
});

describe('/share, the home-screen shortcuts', () => {
  it("'Failed payments today' opens the transactions failed today (UTC)", async () => {
    const { router } = await renderApp(harness, '/share?shortcut=failed-today', { as: DEMO_EMAIL.merchant });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/transactions/'));
    const today = new Date().toISOString().slice(0, 10);
    expect(router.state.location.search).toMatchObject({
      status: 'failed',
      startDate: today,
      endDate: today,
    });
    expect(requests).toEqual([]);
  });

  it("'Search' opens the empty palette over the dashboard", async () => {
    const { router } = await renderApp(harness, '/share?shortcut=search', { as: DEMO_EMAIL.merchant });
    await waitFor(() => expect(router.state.location.href).toBe('/main/dashboard/'));
    expect(requests).toEqual([{ query: '' }]);
  });
});
