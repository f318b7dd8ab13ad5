/** The bytes a base64url text stands for (JWS parts, VAPID keys: no padding, `-` and `_`); throws on any other text. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[\w-]*$/.test(text)) throw new Error('not base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
    char.charCodeAt(0),
  );
}
