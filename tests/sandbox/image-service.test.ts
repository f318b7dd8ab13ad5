import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_URL_ENDPOINT, imageUrlEndpoint } from '../../sandbox/image-service.ts';

describe('the image service endpoint of npm start', () => {
  it('defaults to the sandbox endpoint and drops a trailing slash', () => {
    expect(imageUrlEndpoint({})).toBe(DEFAULT_IMAGE_URL_ENDPOINT);
    expect(imageUrlEndpoint({ IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/acme/' })).toBe(
      'https://ik.imagekit.io/acme',
    );
  });

  it('refuses an endpoint the CSP could not name safely', () => {
    expect(() => imageUrlEndpoint({ IMAGEKIT_URL_ENDPOINT: 'http://ik.imagekit.io/acme' })).toThrow(/https/);
    expect(() => imageUrlEndpoint({ IMAGEKIT_URL_ENDPOINT: 'not a url' })).toThrow(/not a URL/);
  });

  it('refuses an endpoint that the CSP could not name as one place (credentials, query, separators)', () => {
    for (const value of [
      'https://user:pass@ik.imagekit.io/acme',
      'https://ik.imagekit.io/acme?x=1',
      "https://ik.imagekit.io/acme;script-src%20'unsafe-inline'",
      'https://ik.imagekit.io/a,b',
    ])
      expect(() => imageUrlEndpoint({ IMAGEKIT_URL_ENDPOINT: value }), value).toThrow(
        /IMAGEKIT_URL_ENDPOINT/,
      );
  });
});
