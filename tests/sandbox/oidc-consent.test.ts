/**
 * Issue 28 point 8: the sandbox identity provider signs someone in only through its own page, where the person
 * picks the demo identity and presses Continue. A form posted from another site, or without the page it shows
 * (one request naming the merchant), is refused and grants no code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../sandbox/clock.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { authorizeParams, consent, consentPage, ORIGIN, pkce, postConsent } from './oidc-helpers.ts';

let sandbox: Sandbox;
const fetch = (request: Request) => sandbox.app.fetch(request);

beforeAll(async () => {
  sandbox = await createSandbox();
});
afterAll(() => sandbox.close());

const noCode = (location: string) => !location || !new URL(location, ORIGIN).searchParams.has('code');

describe('the consent page of the sandbox identity provider', () => {
  it('a form posted without the page (one request naming the merchant) grants nothing', async () => {
    const params = authorizeParams(pkce().challenge);
    const forged = await postConsent(
      fetch,
      { ...params, identity: 'idp-maya', decision: 'allow' },
      {
        Origin: ORIGIN,
      },
    );
    expect(forged.status).toBe(400);
    expect(forged.html).toContain('This sign-in page has expired or was not opened here');
    expect(noCode(forged.location)).toBe(true);
  });

  it('a form posted from another site is refused, even with a token of the page', async () => {
    const page = await consentPage(fetch, authorizeParams(pkce().challenge));
    for (const origin of ['https://evil.example', 'null']) {
      const refused = await postConsent(
        fetch,
        { consent: page.token, identity: 'idp-maya', decision: 'allow' },
        { Origin: origin, Cookie: page.cookie },
      );
      expect(refused.status, origin).toBe(403);
      expect(refused.html).toContain('came from another site');
      expect(noCode(refused.location)).toBe(true);
    }
    const crossSite = await postConsent(
      fetch,
      { consent: page.token, identity: 'idp-maya', decision: 'allow' },
      { 'Sec-Fetch-Site': 'cross-site', Cookie: page.cookie },
    );
    expect(crossSite.status).toBe(403);
  });

  it("the page's token belongs to the browser that opened it, and works once", async () => {
    const page = await consentPage(fetch, authorizeParams(pkce().challenge));
    const form = { consent: page.token, identity: 'idp-ada', decision: 'allow' };
    const otherBrowser = await postConsent(fetch, form, { Origin: ORIGIN });
    expect([otherBrowser.status, noCode(otherBrowser.location)]).toEqual([400, true]);
    const own = await postConsent(fetch, form, { Origin: ORIGIN, Cookie: page.cookie });
    expect(own.status).toBe(302);
    expect(new URL(own.location).searchParams.get('code')).toBeTruthy();
    const replay = await postConsent(fetch, form, { Origin: ORIGIN, Cookie: page.cookie });
    expect([replay.status, noCode(replay.location)]).toEqual([400, true]);
  });

  it('picking an identity and pressing Continue on the page signs in as before', async () => {
    const { location } = await consent(fetch, authorizeParams(pkce().challenge), 'idp-maya');
    const back = new URL(location);
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('a page left open more than 10 minutes must be opened again', async () => {
    const clock = manualClock(Date.now());
    const timed = await createSandbox({ now: clock.now });
    const timedFetch = (request: Request) => timed.app.fetch(request);
    try {
      const page = await consentPage(timedFetch, authorizeParams(pkce().challenge));
      clock.advance(10 * 60_000 + 1000);
      const late = await postConsent(
        timedFetch,
        { consent: page.token, identity: 'idp-ada', decision: 'allow' },
        { Origin: ORIGIN, Cookie: page.cookie },
      );
      expect([late.status, noCode(late.location)]).toEqual([400, true]);
      expect(late.html).toContain('This sign-in page has expired');
    } finally {
      timed.close();
    }
  });
});
