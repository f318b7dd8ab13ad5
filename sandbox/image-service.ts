/**
 * The image service (ImageKit in production) that stores organization logos and avatars. The provider hands the
 * app its URL endpoint (GET /v1/config/imagekit), the images it returns live under it, and the server's
 * Content-Security-Policy allows that one origin for images, nothing wider.
 */
export const DEFAULT_IMAGE_URL_ENDPOINT = 'https://ik.imagekit.io/sandbox';

/** The configured endpoint (IMAGEKIT_URL_ENDPOINT), which must be an https URL so the CSP can name its origin. */
export function imageUrlEndpoint(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.IMAGEKIT_URL_ENDPOINT?.trim() || DEFAULT_IMAGE_URL_ENDPOINT;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`IMAGEKIT_URL_ENDPOINT is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:') throw new Error(`IMAGEKIT_URL_ENDPOINT must be an https URL: ${value}`);
  return url.href.replace(/\/+$/, '');
}
