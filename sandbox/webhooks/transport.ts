/**
 * The webhook sender's HTTP client (issue 46): one POST to exactly the addresses the sender resolved and checked
 * (network-rule.ts), never to a second lookup of the name, which a rebinding name could answer with 127.0.0.1.
 * The request still names the host: `Host` for http, SNI and the certificate's name for https. Redirects are
 * never followed (an answer, not an invitation), and nothing is kept alive between attempts.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** How much of an answer's body is kept, in characters. */
const EXCERPT_CHARS = 500;

export interface WebhookRequest {
  url: string;
  /** where to connect: the addresses the sender checked, in the resolver's order (empty: the URL's IP literal) */
  addresses: readonly string[];
  headers: Record<string, string>;
  body: string;
  /** the whole attempt (connection, answer and excerpt) must be done in this long */
  timeoutMs: number;
}

export interface WebhookAnswer {
  statusCode: number;
  /** the first EXCERPT_CHARS characters of the answer's body */
  excerpt: string;
}

/** Makes one attempt; rejects on a network error, or with a TimeoutError past the attempt's time. */
export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookAnswer>;

/** A lookup that answers the checked addresses whatever it is asked: no resolver is consulted again. */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const usable = options.family ? entries.filter((e) => e.family === options.family) : entries;
    const [first] = usable;
    if (!first) {
      const error = Object.assign(new Error('no checked address of this family'), { code: 'ENOTFOUND' });
      callback(error, '', 0);
    } else if (options.all) (callback as (e: null, all: typeof usable) => void)(null, usable);
    else callback(null, first.address, first.family);
  };
}

/** The first EXCERPT_CHARS characters of the body, reading no more of it than needed. */
function excerptOf(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder();
    let text = '';
    const done = () => {
      response.removeAllListeners('data');
      response.destroy();
      resolve(Array.from(text).slice(0, EXCERPT_CHARS).join(''));
    };
    response.on('data', (chunk: Buffer) => {
      text += decoder.decode(chunk, { stream: true });
      // 4 bytes per character at most: enough for the excerpt, then stop reading
      if (text.length >= EXCERPT_CHARS * 4) done();
    });
    response.on('end', done);
    // hung up mid-body: what came is the excerpt
    response.on('close', done);
    response.on('error', reject);
  });
}

export const pinnedTransport: WebhookTransport = ({ url, addresses, headers, body, timeoutMs }) =>
  new Promise<WebhookAnswer>((resolve, reject) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const secure = target.protocol === 'https:';
    const payload = Buffer.from(body);
    const req = (secure ? httpsRequest : httpRequest)(target, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(payload.length) },
      // an IP literal is connected to as written; a name only where the sender's own lookup said
      ...(isIP(host) ? {} : { lookup: pinnedLookup(addresses) }),
      // SNI names the host (the default too, said here for the reader); the certificate is checked against it
      ...(secure && !isIP(host) ? { servername: host.replace(/\.$/, '') } : {}),
      // a fresh connection each attempt: a pooled socket could belong to an earlier check
      agent: false,
    });
    const timer = setTimeout(() => {
      const error = new Error(`No answer within ${timeoutMs} ms`);
      error.name = 'TimeoutError';
      req.destroy(error);
      reject(error);
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (response) => {
      excerptOf(response).then(
        (excerpt) => {
          clearTimeout(timer);
          resolve({ statusCode: response.statusCode ?? 0, excerpt });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    req.end(payload);
  });
