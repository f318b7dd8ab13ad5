// @vitest-environment jsdom
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readPrerenderedInput,
  renderOverPrerendered,
  replayPrerenderedInput,
} from '../../src/app/takeover.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

/** A controlled sign-in form like the real one: React state is the truth, not the DOM. */
function Form({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, password });
  };
  return (
    <form onSubmit={submit}>
      <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit">Sign in</button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/** The page as the build writes it: the screen's HTML in #root, wrapped in data-prerender. */
function prerenderedPage(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div data-prerender>${renderToString(<Form onSubmit={() => {}} />)}</div></div>`;
  return document.getElementById('root')!;
}

function staticField(container: HTMLElement, autocomplete: string): HTMLInputElement {
  return container.querySelector(`input[autocomplete="${autocomplete}"]`)!;
}

function screenOf(container: HTMLElement): Element {
  return container.querySelector('[data-prerender]')!;
}

/** main.tsx's takeover: a transition render over the screen; what was done on it is replayed after. */
async function takeOver(container: HTMLElement, onSubmit = vi.fn(), meanwhile?: () => void) {
  root = createRoot(container);
  const done = renderOverPrerendered(root, container, screenOf(container), <Form onSubmit={onSubmit} />);
  meanwhile?.();
  await done;
  return onSubmit;
}

describe('taking over the prerendered sign-in screen', () => {
  it('finds nothing to carry over on an untouched screen', () => {
    expect(readPrerenderedInput(screenOf(prerenderedPage()), null)).toBeNull();
  });

  it('replaces the static screen and keeps what was typed, in React state too', async () => {
    const container = prerenderedPage();
    staticField(container, 'username').value = DEMO_EMAIL.merchant;
    staticField(container, 'current-password').value = DEMO_PASSWORD;
    const onSubmit = await takeOver(container);
    expect(container.querySelector('[data-prerender]')).toBeNull();
    expect(staticField(container, 'username').value).toBe(DEMO_EMAIL.merchant);
    // the state is what a submit reads: a DOM value React never heard of would be sent as ''
    container.querySelector('form')!.requestSubmit();
    expect(onSubmit).toHaveBeenCalledWith({ email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD });
  });

  it('gives the focus back to the field the user was in, with the caret where it was', async () => {
    const container = prerenderedPage();
    const password = staticField(container, 'current-password');
    password.value = 'Demo-pa';
    password.focus();
    password.setSelectionRange(3, 3);
    await takeOver(container);
    const live = staticField(container, 'current-password');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([3, 3]);
  });

  it('sends a "Sign in" the guard held back, once, with the typed values', async () => {
    const container = prerenderedPage();
    staticField(container, 'username').value = DEMO_EMAIL.merchant;
    staticField(container, 'current-password').value = DEMO_PASSWORD;
    container.querySelector('form')!.setAttribute('data-submit-requested', '');
    const onSubmit = await takeOver(container);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD });
  });

  it('carries nothing into a different screen (fields of another kind)', () => {
    const container = prerenderedPage();
    staticField(container, 'username').value = 'typed';
    container.querySelector('form')!.setAttribute('data-submit-requested', '');
    const typed = readPrerenderedInput(screenOf(container), null)!;
    root = createRoot(container);
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    flushSync(() =>
      root!.render(
        <form onSubmit={onSubmit}>
          <input type="text" autoComplete="one-time-code" defaultValue="" />
        </form>,
      ),
    );
    replayPrerenderedInput(container, typed, flushSync);
    expect(container.querySelector('input')!.value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what is typed, and where the focus went, while the app renders (the render yields)', async () => {
    const container = prerenderedPage();
    const email = staticField(container, 'username');
    const password = staticField(container, 'current-password');
    email.focus();
    await takeOver(container, vi.fn(), () => {
      // after the render started, before its commit: the user goes on
      email.value = DEMO_EMAIL.merchant;
      password.focus();
      password.value = 'Demo';
    });
    expect(staticField(container, 'username').value).toBe(DEMO_EMAIL.merchant);
    expect(staticField(container, 'current-password').value).toBe('Demo');
    expect(document.activeElement).toBe(staticField(container, 'current-password'));
  });

  it('forgets the focus of a field the user left for the page', async () => {
    const container = prerenderedPage();
    const email = staticField(container, 'username');
    email.focus();
    await takeOver(container, vi.fn(), () => email.blur());
    expect(document.activeElement).toBe(document.body);
  });
});
