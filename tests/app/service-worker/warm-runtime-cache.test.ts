import { describe, expect, it, vi } from 'vitest';
import {
  handOverLoadedFiles,
  loadedUrlsToCache,
} from '../../../src/app/service-worker/warm-runtime-cache.ts';

describe('what a first visit hands to the new worker to cache', () => {
  it('keeps same-origin build files, brand images and the configuration, each once; never API calls', () => {
    const origin = 'http://localhost:4173';
    const entries = [
      `${origin}/assets/dashboard-AbC.js`,
      `${origin}/assets/dashboard-AbC.js`,
      `${origin}/assets/index-x.css`,
      `${origin}/brands/default/logo.svg`,
      `${origin}/menu-bg/bgimg1.svg`,
      `${origin}/config.json`,
      `${origin}/v1/user/profile`,
      `${origin}/v1/assets/x.js`,
      'https://cdn.example/assets/lib.js',
      `${origin}/sw.js`,
    ].map((name) => ({ name }));
    expect(loadedUrlsToCache(entries, origin)).toEqual([
      `${origin}/assets/dashboard-AbC.js`,
      `${origin}/assets/index-x.css`,
      `${origin}/brands/default/logo.svg`,
      `${origin}/menu-bg/bgimg1.svg`,
      `${origin}/config.json`,
    ]);
  });
});

describe('the hand-over to the first worker', () => {
  const origin = 'http://localhost:4173';
  const file = (name: string, startTime: number) => ({ name: `${origin}${name}`, startTime });

  /** A page with no worker in control, its loads and the worker's messages under the test's hand. */
  function page({ controlledAlready = false } = {}) {
    const postMessage = vi.fn();
    let activate!: () => void;
    let onControl!: () => void;
    let onLoad!: () => void;
    let clock = 10;
    const loaded = [file('/assets/index-a.js', 1)];
    const serviceWorker = {
      controller: controlledAlready ? {} : null,
      // pending while the worker (perhaps another page's) still installs
      ready: new Promise<ServiceWorkerRegistration>((resolve) => {
        activate = () => resolve({ active: { postMessage } } as unknown as ServiceWorkerRegistration);
      }),
      addEventListener: (_type: string, listener: () => void) => (onControl = listener),
    } as unknown as ServiceWorkerContainer;
    const handedOver = handOverLoadedFiles(
      serviceWorker,
      () => loaded,
      origin,
      (listener) => (onLoad = listener),
      () => clock,
    );
    const urlsSent = () =>
      postMessage.mock.calls.map(
        ([message]) => (message as { payload: { urlsToCache: string[] } }).payload.urlsToCache,
      );
    return {
      loaded,
      urlsSent,
      handedOver,
      activate,
      at: (time: number) => (clock = time),
      control: () => onControl(),
      finishLoad: (name: string, startTime: number) => {
        loaded.push(file(name, startTime));
        onLoad();
      },
    };
  }

  it('waits until a worker is active, even one another page registered and still installs, then hands over what the page loaded by then', async () => {
    const tab = page();
    await Promise.resolve();
    expect(tab.urlsSent()).toEqual([]);
    tab.loaded.push(file('/assets/organization-b.js', 5), file('/v1/organizations', 6));
    tab.activate();
    await tab.handedOver;
    expect(tab.urlsSent()).toEqual([[`${origin}/assets/index-a.js`, `${origin}/assets/organization-b.js`]]);
  });

  it('hands over the files that finish later if they started before the worker took the page over, each once', async () => {
    const tab = page();
    tab.activate();
    await tab.handedOver;
    // the screen's own files, loaded after the first paint: the page is not controlled yet
    tab.finishLoad('/assets/responsive-table-c.js', 20);
    tab.at(30);
    tab.control();
    // started before the worker controlled the page, finished after: the worker never saw it
    tab.finishLoad('/assets/permissions-d.js', 25);
    // started once the worker controlled the page: it went through the worker
    tab.finishLoad('/assets/confirm-dialog-e.js', 35);
    expect(tab.urlsSent()).toEqual([
      [`${origin}/assets/index-a.js`],
      [`${origin}/assets/responsive-table-c.js`],
      [`${origin}/assets/permissions-d.js`],
    ]);
  });

  it('when the worker took the page over before the hand-over began, hands over what started until then', async () => {
    const tab = page({ controlledAlready: true });
    tab.activate();
    await tab.handedOver;
    // at 10, when the hand-over began: one started before, one after (the worker saw that one)
    tab.finishLoad('/assets/jwt-verify-f.js', 5);
    tab.finishLoad('/assets/query-persistence-g.js', 12);
    expect(tab.urlsSent()).toEqual([[`${origin}/assets/index-a.js`], [`${origin}/assets/jwt-verify-f.js`]]);
  });
});
