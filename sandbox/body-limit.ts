import type { Context, MiddlewareHandler } from 'hono';
import { fail } from './http.ts';

/** No sandbox request needs more: the largest bodies are a few kilobytes of JSON. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * Refuses a request body over `maxBytes` with 413 before anything else (authentication included) looks at the
 * request: by its declared Content-Length without reading it, else (chunked) by reading only up to the limit.
 * What was read is handed on as the body, so the validation middleware reads it as usual.
 */
export function bodyLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  const tooLarge = (c: Context): Response => {
    const res = fail(c, 413, `Request body too large (at most ${maxBytes} bytes)`);
    // the client may still be sending: end the connection after the answer instead of draining the rest
    res.headers.set('Connection', 'close');
    return res;
  };
  const incomplete = (c: Context): Response => {
    const res = fail(c, 400, 'The request body was not received in full');
    res.headers.set('Connection', 'close');
    return res;
  };
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get('Content-Length');
    if (declared !== null && !(Number(declared) <= maxBytes)) return tooLarge(c);
    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // the client closed the connection before the body's end (an upload cancelled, a tab closed): nothing
        // is wrong with the server, so one line, no stack, and no 500; nobody is left to read the answer
        console.warn(
          `[sandbox] client went away during ${raw.method} ${c.req.path} (${size} bytes received)`,
        );
        return incomplete(c);
      }
      const { done, value } = chunk;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.cancel().catch(() => undefined);
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    await next();
  };
}
