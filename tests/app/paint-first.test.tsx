// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { PaintFirst, screenContentShown, useScreenFailed } from '../../src/components/paint-first.tsx';

afterEach(cleanup);

/** Each commit of the skeleton, with what the page held then. */
const skeletonCommits: string[] = [];

function Skeleton() {
  useLayoutEffect(() => {
    skeletonCommits.push(document.body.textContent ?? '');
  });
  return <h1 aria-busy="true">Payouts</h1>;
}

const payouts = (content: string) => (
  <PaintFirst skeleton={<Skeleton />}>
    <p>{content}</p>
  </PaintFirst>
);

// one page load, in order: the module remembers that a screen has been shown
describe('PaintFirst', () => {
  it("renders the page's first screen with its content at once", async () => {
    skeletonCommits.length = 0;
    render(payouts('Net 1.00 USD'));
    expect(screen.getByText('Net 1.00 USD')).toBeInTheDocument();
    expect(skeletonCommits).toEqual([]);
  });

  it('commits a later screen as its skeleton alone first, then the content in its place', async () => {
    skeletonCommits.length = 0;
    render(payouts('Net 9.87 USD'));
    expect(await screen.findByText('Net 9.87 USD')).toBeInTheDocument();
    expect(skeletonCommits).toEqual(['Payouts']);
    expect(screen.queryByRole('heading', { name: 'Payouts' })).toBeNull();
  });

  it('shows a later change of the content at once, without the skeleton again', async () => {
    skeletonCommits.length = 0;
    const { rerender } = render(payouts('Page 1'));
    await screen.findByText('Page 1');
    rerender(payouts('Page 2'));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(skeletonCommits).toHaveLength(1);
  });

  it('does not count a screen whose route still loads, or whose render failed, as content to save', async () => {
    const loading = render(
      <PaintFirst skeleton={<Skeleton />} loaded={false}>
        <p>Loading payouts…</p>
      </PaintFirst>,
    );
    await screen.findByText('Loading payouts…');
    expect(screenContentShown()).toBe(false);
    loading.unmount();

    function Failed() {
      useScreenFailed();
      return <p>This page could not be loaded</p>;
    }
    render(
      <PaintFirst skeleton={<Skeleton />}>
        <Failed />
      </PaintFirst>,
    );
    await screen.findByText('This page could not be loaded');
    expect(screenContentShown()).toBe(false);
    cleanup();
    render(payouts('Net 1.00 USD'));
    await screen.findByText('Net 1.00 USD');
    expect(screenContentShown()).toBe(true);
  });
});
