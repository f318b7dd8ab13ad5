/**
 * Issue 7 item 6: refresh rotation is atomic, and a refresh token that comes back after rotation ends its whole
 * family (the sign-in): every refresh token of it and its access tokens, even a winner of a race.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

interface Pair {
  access: { token: string; expires: string };
  refresh: { token: string; expires: string };
}

let t: CoreTestbed;
beforeEach(async () => {
  t = await coreTestbed();
});

const refresh = (refreshToken: string) =>
  t.call<Pair>('POST', '/v1/auth/refresh-tokens', { body: { refreshToken } });
const profileStatus = async (access: string) =>
  (await t.call('GET', '/v1/user/profile', { token: access })).status;

describe('refresh token rotation', () => {
  it('two simultaneous refreshes with one token: one answer at most, and no token of that sign-in survives', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const first = await t.login(DEMO_EMAIL.viewer);
      const replies = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
      const winners = replies.filter((r) => r.status === 200);
      expect(winners.length, `trial ${trial}`).toBeLessThanOrEqual(1);
      expect(replies.filter((r) => r.status === 401).length, `trial ${trial}`).toBeGreaterThanOrEqual(1);
      for (const winner of winners) {
        expect((await refresh(winner.data.refresh.token)).status, `trial ${trial}: winner's refresh`).toBe(
          401,
        );
        expect(await profileStatus(winner.data.access.token), `trial ${trial}: winner's access`).toBe(401);
      }
      expect(await profileStatus(first.access), `trial ${trial}: first access`).toBe(401);
    }
  });

  it('a reused refresh token ends its sign-in: the rotated-in pair stops working, access token included', async () => {
    const first = await t.login(DEMO_EMAIL.viewer);
    const rotated = await refresh(first.refresh);
    expect(rotated.status).toBe(200);
    expect(await profileStatus(rotated.data.access.token)).toBe(200);
    const reuse = await refresh(first.refresh);
    expect([reuse.status, reuse.data]).toEqual([401, 'Please authenticate']);
    expect(await profileStatus(rotated.data.access.token)).toBe(401);
    expect((await refresh(rotated.data.refresh.token)).status).toBe(401);
  });

  it("only that sign-in ends: the same user's other sign-ins keep working", async () => {
    const laptop = await t.login(DEMO_EMAIL.viewer);
    const phone = await t.login(DEMO_EMAIL.viewer);
    await refresh(laptop.refresh);
    await refresh(laptop.refresh);
    expect(await profileStatus(phone.access)).toBe(200);
    expect((await refresh(phone.refresh)).status).toBe(200);
  });

  it('rotation keeps the sign-in: each new refresh token works once, in order', async () => {
    let pair = await t.login(DEMO_EMAIL.viewer);
    for (let i = 0; i < 3; i++) {
      const next = await refresh(pair.refresh);
      expect(next.status).toBe(200);
      pair = { ...pair, access: next.data.access.token, refresh: next.data.refresh.token };
      expect(await profileStatus(pair.access)).toBe(200);
    }
  });
});

/**
 * Issue 46 point 3: a refresh token's lifetime is counted from the sign-in. Rotation hands out a new token that
 * expires when the sign-in's first one did: using the session does not make it last forever.
 */
describe('the refresh token lifetime', () => {
  const DAY = 24 * 3600_000;
  interface Signed {
    tokens: { refresh: { token: string; expires: string } };
  }

  it('is counted from the sign-in and kept across rotations', async () => {
    const signIn = await t.call<Signed>('POST', '/v1/auth/login', {
      body: { email: DEMO_EMAIL.viewer, password: DEMO_PASSWORD },
    });
    const { expires } = signIn.data.tokens.refresh;
    expect(new Date(expires).getTime() - t.now().getTime()).toBe(30 * DAY);
    t.advance(20 * DAY);
    const rotated = await refresh(signIn.data.tokens.refresh.token);
    expect(rotated.status).toBe(200);
    const next = rotated.data.refresh;
    expect(next.expires).toBe(expires);
    // the access token never outlives the sign-in either
    t.advance(10 * DAY - 60_000);
    const last = await refresh(next.token);
    expect(last.status).toBe(200);
    expect(new Date(last.data.access.expires).getTime()).toBeLessThanOrEqual(new Date(expires).getTime());
    t.advance(60_000);
    expect((await refresh(last.data.refresh.token)).status).toBe(401);
  });
});
