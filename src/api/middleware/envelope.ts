import type { Middleware } from 'openapi-fetch';
import { ApiError, isApiError, networkError } from '../errors.ts';

interface Envelope {
  code: unknown;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** The server's message when it sent one as text ('' otherwise: the network failure's message is shown). */
function serverMessage(body: unknown): string {
  if (isEnvelope(body) && typeof body.data === 'string' && body.data.trim()) return body.data;
  return '';
}

/**
 * Unwraps `{code, data}`: code 1 → a response whose JSON body is `data`; anything else (including a body that
 * is not an envelope at all, e.g. a proxy's HTML error page) → throws ApiError with the server's message or
 * 'Network error occurred'. A failed fetch (offline, DNS, CORS) also becomes ApiError.
 */
export function envelopeMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (isEnvelope(body) && body.code === 1 && response.ok) {
        const headers = new Headers(response.headers);
        headers.delete('Content-Length');
        return new Response(JSON.stringify(body.data ?? null), {
          status: response.status,
          statusText: response.statusText,
          headers,
        });
      }
      throw new ApiError(serverMessage(body), response.status);
    },
    onError({ error }) {
      // An abort is the caller's own decision: keep it recognisable as such for React Query.
      if (error instanceof DOMException && error.name === 'AbortError') return error;
      // already said (a call given up after its time limit)
      if (isApiError(error)) return error;
      return networkError();
    },
  };
}
