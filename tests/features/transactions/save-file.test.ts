// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../src/features/transactions/csv-export.ts';

// jsdom has no object URLs: the test gives URL its own, and takes them back for the files that share the worker
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('saveFile', () => {
  it('downloads through an <a download> on an object URL, removed at once and revoked afterwards', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:https://localhost/1');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });
    saveFile(blob, 'transactions.csv');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:https://localhost/1', download: 'transactions.csv', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://localhost/1');
  });
});
