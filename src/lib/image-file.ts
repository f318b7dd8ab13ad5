import { translate } from '../i18n/translate.ts';
import { libMessages } from './messages/index.ts';
import { withTranslatedMessage } from './translated-error.ts';

/**
 * What the image service stores (openapi/provider.yaml, uploadImage): PNG, JPEG or WebP of at most 512 KB.
 * SVG is left out on purpose: an SVG is a document that can carry script. Checked here before anything is
 * sent, and again by the provider.
 */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** 512 KB: the base64 of such a file still fits the API's 1,000,000-byte JSON body. */
export const MAX_IMAGE_BYTES = 524_288;

/** The first bytes of each accepted type: a file renamed to .png is not a PNG. */
const SIGNATURES: Record<ImageMimeType, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45,
};

function isImageMimeType(type: string): type is ImageMimeType {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * Why this file cannot be uploaded, or null when it can: its type, its size, then its own first bytes. Worded in
 * the language spoken when it is checked.
 */
export async function imageFileProblem(file: Blob): Promise<string | null> {
  const wrongType = () => translate(libMessages, 'imageType');
  if (!isImageMimeType(file.type)) return wrongType();
  if (file.size > MAX_IMAGE_BYTES) return translate(libMessages, 'imageSize');
  if (file.size === 0) return wrongType();
  const head = await readBytes(file.slice(0, 12));
  return SIGNATURES[file.type](head) ? null : wrongType();
}

/** The file's bytes as base64 (what the upload's JSON body carries). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = await readBytes(file);
  let binary = '';
  // in slices: String.fromCharCode(...all) would overflow the call stack on a large file
  for (let offset = 0; offset < bytes.length; offset += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

/** What a file the browser could not read fails with (its own error, when it gives none). */
function unreadableFileError(): Error {
  const message = () => translate(libMessages, 'fileUnreadable');
  return withTranslatedMessage(new Error(message()), message);
}

/** A blob's bytes, through FileReader: every browser has it (and so do test DOMs, which lack Blob.arrayBuffer). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? unreadableFileError());
    reader.readAsArrayBuffer(blob);
  });
}
