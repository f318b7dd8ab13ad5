/**
 * The image service (ImageKit in production) that stores organization logos and avatars. The provider hands the
 * app its URL endpoint (GET /v1/config/imagekit), the images it returns live under it, and the server's
 * Content-Security-Policy allows images from under that endpoint's path, nothing wider.
 */
export const DEFAULT_IMAGE_URL_ENDPOINT = 'https://ik.imagekit.io/sandbox';

/** The configured endpoint (IMAGEKIT_URL_ENDPOINT), which must be an https URL so the CSP can name it (img-src). */
export function imageUrlEndpoint(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.IMAGEKIT_URL_ENDPOINT?.trim() || DEFAULT_IMAGE_URL_ENDPOINT;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`IMAGEKIT_URL_ENDPOINT is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:') throw new Error(`IMAGEKIT_URL_ENDPOINT must be an https URL: ${value}`);
  // the CSP names it as one source (scheme, host and path): nothing a policy would read as a separator
  if (url.username || url.password || url.search || url.hash || !/^[A-Za-z0-9\-._~/%]*$/.test(url.pathname))
    throw new Error(`IMAGEKIT_URL_ENDPOINT must be a plain https URL (host and path only): ${value}`);
  return url.href.replace(/\/+$/, '');
}

/**
 * What the sandbox's image service stores (sandbox/README.md, "Security limits": image uploads): raster
 * images a browser shows safely.
 */
export const IMAGE_TYPES = {
  'image/png': { extension: 'png', signature: (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47]) },
  'image/jpeg': { extension: 'jpg', signature: (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]) },
  'image/webp': {
    extension: 'webp',
    // RIFF....WEBP
    signature: (b: Uint8Array) =>
      startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** 512 KB decoded: its base64 (699,052 characters) fits the API's 1,000,000-byte JSON body with room to spare. */
export const MAX_IMAGE_BYTES = 524_288;
const UNSUPPORTED_IMAGE_MESSAGE = 'Only PNG, JPEG or WebP images can be uploaded';
const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 512 KB';
const BAD_IMAGE_DATA_MESSAGE = 'body.data must be the base64 of the image';

/** The type an image's own bytes show, or undefined when they are none of the stored types. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  return (Object.keys(IMAGE_TYPES) as ImageType[]).find((type) => IMAGE_TYPES[type].signature(bytes));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

export type ImageCheck =
  { ok: true; type: ImageType; bytes: Buffer } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * The upload's checks, in the order a user can fix them: a type we store, base64 that decodes, a size within
 * the limit, and content that is what it says (a renamed SVG or HTML file declared as PNG is refused).
 */
export function checkImage(mimeType: string, base64: string): ImageCheck {
  const type = mimeType.trim().toLowerCase();
  if (!(type in IMAGE_TYPES)) return { ok: false, status: 415, message: UNSUPPORTED_IMAGE_MESSAGE };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0)
    return { ok: false, status: 400, message: BAD_IMAGE_DATA_MESSAGE };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { ok: false, status: 400, message: BAD_IMAGE_DATA_MESSAGE };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, status: 413, message: IMAGE_TOO_LARGE_MESSAGE };
  if (!IMAGE_TYPES[type as ImageType].signature(bytes))
    return { ok: false, status: 415, message: UNSUPPORTED_IMAGE_MESSAGE };
  return { ok: true, type: type as ImageType, bytes };
}
