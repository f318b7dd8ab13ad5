// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { PaintFirst } from '../../src/components/paint-first.tsx';

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
});
