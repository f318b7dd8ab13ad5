import '../support/workbox-quiet.ts';
import { describe, expect, it, vi } from 'vitest';
import { createShellNavigationHandler, shellPageFor, type ShellPages } from '../../sw/shell-navigation.ts';

const SHELL: ShellPages = {
  signInPaths: ['/', '/register', '/mfa'],
  hostRules: [
    { brand: 'partner', host: 'partner.localhost', match: 'exact' },
    { brand: 'admin', host: 'admin', match: 'prefix' },
  ],
  pages: { default: 'index.html', admin: 'index.admin.html', partner: 'index.partner.html' },
};
const page = (href: string, shell: ShellPages | null = SHELL) => shellPageFor(new URL(href), shell);

describe('which page of the shell answers a navigation (as sandbox/web-server.ts does)', () => {
  it('gives a sign-in path the prerendered page of the host’s brand', () => {
    expect(page('http://localhost:4173/')).toBe('index.html');
    expect(page('http://admin.localhost:4173/register/')).toBe('index.admin.html');
    expect(page('http://ADMIN.example.com/mfa')).toBe('index.admin.html');
    expect(page('http://partner.localhost:4173/')).toBe('index.partner.html');
    expect(page('http://x.partner.localhost/')).toBe('index.html');
  });

  it('gives every other path app.html, one page whose boot script paints any saved screen', () => {
    expect(page('http://admin.localhost/main/dashboard/')).toBe('app.html');
    expect(page('http://localhost/manage/payout/64b000000000000000000001?showPayment=true')).toBe('app.html');
    expect(page('http://localhost/manage/organization/')).toBe('app.html');
    expect(page('http://admin.localhost/manage/organization?tab=team')).toBe('app.html');
  });

  it('falls back to index.html without the build’s lists, or for a brand without a page', () => {
    expect(page('http://localhost/main/dashboard/', null)).toBe('index.html');
    expect(page('http://admin.localhost/', { ...SHELL, pages: { default: 'index.html' } })).toBe(
      'index.html',
    );
  });
});

describe('the navigation handler', () => {
  const files: Record<string, unknown> = {
    '/sign-in-paths.json': SHELL.signInPaths,
    '/sign-in-pages.json': { hostRules: SHELL.hostRules, pages: SHELL.pages },
    '/app.html': 'app',
    '/index.html': 'index',
  };
  const lookup = vi.fn(async (url: string) =>
    url in files
      ? new Response(typeof files[url] === 'string' ? files[url] : JSON.stringify(files[url]))
      : undefined,
  );
  const navigate = (handler: ReturnType<typeof createShellNavigationHandler>, href: string) => {
    const url = new URL(href);
    return handler({ url, request: new Request(url), event: {} as ExtendableEvent }) as Promise<Response>;
  };

  it('answers from the precache, reading the lists once', async () => {
    const network = vi.fn();
    const handler = createShellNavigationHandler(lookup, network);
    expect(await (await navigate(handler, 'http://localhost/main/dashboard/')).text()).toBe('app');
    expect(await (await navigate(handler, 'http://localhost/')).text()).toBe('index');
    expect(await (await navigate(handler, 'http://localhost/manage/organization/')).text()).toBe('app');
    // a brand page missing from the precache: index.html, correct everywhere
    expect(await (await navigate(handler, 'http://admin.localhost/')).text()).toBe('index');
    expect(lookup.mock.calls.filter(([url]) => url === '/sign-in-pages.json')).toHaveLength(1);
    expect(network).not.toHaveBeenCalled();
  });

  it('goes to the network when nothing of the shell is precached', async () => {
    const network = vi.fn(async () => new Response('from the server'));
    const handler = createShellNavigationHandler(async () => undefined, network);
    expect(await (await navigate(handler, 'http://localhost/main/dashboard/')).text()).toBe(
      'from the server',
    );
  });
});
