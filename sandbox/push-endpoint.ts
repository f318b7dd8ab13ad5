/**
 * Which Web Push endpoints the sandbox stores and sends to. The server connects to every stored endpoint, so
 * an arbitrary URL would let anyone make it call loopback or private addresses (and the delete-on-404 rule
 * would report which ports answer). Browsers only ever hand out endpoints of their vendor's push service.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Chromium-based Edge, Opera, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
];
/** Services that hand out endpoints on several subdomains. */
const PUSH_SERVICE_DOMAINS = [
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // legacy Edge (WNS)
];

export const PUSH_ENDPOINT_RULE = `an https: URL of a known push service (${[
  ...PUSH_SERVICE_HOSTS,
  ...PUSH_SERVICE_DOMAINS.map((d) => `*.${d}`),
].join(', ')})`;

function isPushService(url: URL): boolean {
  // the URL parser has already lower-cased the host and turned numeric forms (0x7f.1) into dotted IPv4
  const host = url.hostname;
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((d) => host.endsWith(`.${d}`));
}

/**
 * Returns whether the sandbox may store and contact `endpoint`. `testEndpoints` (test servers only) admits any
 * http(s) URL, so a test can run its own push service on localhost.
 */
export function pushEndpointAllowed(endpoint: string, testEndpoints: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (testEndpoints) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' &&
    url.port === '' && // the default port, 443
    url.username === '' &&
    url.password === '' &&
    isPushService(url)
  );
}
