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

describe('PaintFirst', () => {
  it('commits the skeleton alone first, then the content in its place', async () => {
    skeletonCommits.length = 0;
    render(
      <PaintFirst skeleton={<Skeleton />}>
        <p>Net 9.87 USD</p>
      </PaintFirst>,
    );
    expect(await screen.findByText('Net 9.87 USD')).toBeInTheDocument();
    expect(skeletonCommits).toEqual(['Payouts']);
    expect(screen.queryByRole('heading', { name: 'Payouts' })).toBeNull();
  });

  it('shows a later change of the content at once, without the skeleton again', async () => {
    skeletonCommits.length = 0;
    const { rerender } = render(
      <PaintFirst skeleton={<Skeleton />}>
        <p>Page 1</p>
      </PaintFirst>,
    );
    await screen.findByText('Page 1');
    rerender(
      <PaintFirst skeleton={<Skeleton />}>
        <p>Page 2</p>
      </PaintFirst>,
    );
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(skeletonCommits).toHaveLength(1);
  });
});
