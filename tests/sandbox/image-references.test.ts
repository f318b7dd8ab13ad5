import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { uploadPng, type Uploaded } from './image-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 28, point 5: a logo or an avatar is an image uploaded to this provider, under its image endpoint
 * (https://ik.imagekit.io/sandbox by default); any other URL, even https and even on the same host, is refused.
 */
let t: CoreTestbed;
let token: string;
beforeAll(async () => {
  t = await coreTestbed();
  token = (await t.login()).access;
});
afterAll(() => t.sandbox.close());

const FOREIGN = [
  'https://images.elsewhere.example/logo.png',
  'https://ik.imagekit.io/another-account/logo.png',
  'https://ik.imagekit.io/sandbox/ffffffffffffffffffffffff.png',
  'https://ik.imagekit.io/sandbox/../another-account/logo.png',
  'http://ik.imagekit.io/sandbox/logo.png',
];

describe('the URLs a logo or an avatar may be', () => {
  it("refuses an organization logo that is not an image uploaded here, and keeps the organization's logo", async () => {
    for (const logo of FOREIGN) {
      const reply = await t.call('PATCH', '/v1/org/update', { token, body: { logo } });
      expect(reply.status, logo).toBe(400);
      expect(reply.data).toBe('body.logo must be an image uploaded to this provider (its upload URL)');
    }
    const org = await t.call<{ logo: string | null }[]>('GET', '/v1/org/member/organizations', { token });
    expect(org.data[0]!.logo ?? '').not.toMatch(/elsewhere|another-account/);
  });

  it('refuses an avatar that is not an image uploaded here', async () => {
    const reply = await t.call('PATCH', '/v1/user/update-profile', {
      token,
      body: { avatar: 'https://images.elsewhere.example/me.png' },
    });
    expect(reply.status).toBe(400);
    expect(reply.data).toBe('body.avatar must be an image uploaded to this provider (its upload URL)');
  });

  it("refuses another organization's or another person's upload (it would keep their image from being removed)", async () => {
    const { access: stranger } = await t.login(DEMO_EMAIL.owner);
    const theirs = (await uploadPng(t, stranger)).data as Uploaded;
    const logo = await t.call('PATCH', '/v1/org/update', { token, body: { logo: theirs.url } });
    expect(logo.status).toBe(400);
    expect(logo.data).toBe('body.logo must be an image uploaded to this provider (its upload URL)');
    const avatar = await t.call('PATCH', '/v1/user/update-profile', { token, body: { avatar: theirs.url } });
    expect(avatar.status).toBe(400);
  });

  it('accepts the URL an upload answered, and null to remove the image', async () => {
    const image = (await uploadPng(t, token)).data as Uploaded;
    const logo = await t.call<{ logo: string }>('PATCH', '/v1/org/update', {
      token,
      body: { logo: image.url },
    });
    expect(logo.status).toBe(200);
    expect(logo.data.logo).toBe(image.url);
    const avatar = await t.call<{ avatar: string }>('PATCH', '/v1/user/update-profile', {
      token,
      body: { avatar: image.url },
    });
    expect(avatar.data.avatar).toBe(image.url);
    expect((await t.call('PATCH', '/v1/org/update', { token, body: { logo: null } })).status).toBe(200);
  });
});
