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
});
