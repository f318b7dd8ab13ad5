// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, fileToBase64, imageFileProblem } from '../../src/lib/image-file.ts';

const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image (SVG and other types are not accepted).';
const IMAGE_SIZE_MESSAGE = 'The image must be at most 512 KB.';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

function file(head: number[], type: string, size = head.length) {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], 'image', { type });
}

describe('an image file before it is uploaded', () => {
  it('passes PNG, JPEG and WebP whose first bytes say so', async () => {
    expect(await imageFileProblem(file(PNG_HEAD, 'image/png'))).toBeNull();
    expect(await imageFileProblem(file(JPEG_HEAD, 'image/jpeg'))).toBeNull();
    expect(await imageFileProblem(file(WEBP_HEAD, 'image/webp'))).toBeNull();
  });

  it('refuses SVG, GIF and any other type, and a file whose content is not its type', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    expect(await imageFileProblem(svg)).toBe(IMAGE_TYPE_MESSAGE);
    expect(await imageFileProblem(file([0x47, 0x49, 0x46], 'image/gif'))).toBe(IMAGE_TYPE_MESSAGE);
    expect(await imageFileProblem(file(JPEG_HEAD, 'image/png'))).toBe(IMAGE_TYPE_MESSAGE);
    expect(await imageFileProblem(new File([], 'empty.png', { type: 'image/png' }))).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('takes 512 KB and refuses one byte more', async () => {
    expect(await imageFileProblem(file(PNG_HEAD, 'image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(await imageFileProblem(file(PNG_HEAD, 'image/png', MAX_IMAGE_BYTES + 1))).toBe(IMAGE_SIZE_MESSAGE);
  });

  it('encodes the bytes as base64, large files included', async () => {
    expect(await fileToBase64(file(PNG_HEAD, 'image/png'))).toBe('iVBORw0KGgo=');
    const large = file(PNG_HEAD, 'image/png', 100_000);
    const encoded = await fileToBase64(large);
    expect(encoded).toHaveLength(Math.ceil(100_000 / 3) * 4);
    expect(encoded.startsWith('iVBORw0KGgo')).toBe(true);
  });
});
