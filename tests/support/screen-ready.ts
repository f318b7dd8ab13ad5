import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A screen paints its heading and skeleton first and its content a frame later (`PaintFirst`): the heading
 * alone does not say the content is there. Waits for the screen's heading and for its content, then returns
 * the heading that stays.
 */
export async function findScreen(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 1, name });
  await screenSettled();
  return screen.getByRole('heading', { level: 1, name });
}

/** Waits for a screen in the main area, and nothing there busy: the skeleton has given way to its content. */
export async function screenSettled(): Promise<void> {
  await waitFor(() => {
    expect(document.querySelector('#main-content h1')).not.toBeNull();
    expect(document.querySelector('#main-content [aria-busy="true"]')).toBeNull();
  });
}
