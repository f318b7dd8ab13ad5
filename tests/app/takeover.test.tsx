// @vitest-environment jsdom
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPrerenderedInput, replayPrerenderedInput } from '../../src/app/takeover.ts';

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

/** main.tsx's takeover: read, render in one commit, replay. */
function takeOver(container: HTMLElement, onSubmit = vi.fn()) {
  const typed = readPrerenderedInput(container);
  root = createRoot(container);
  flushSync(() => root!.render(<Form onSubmit={onSubmit} />));
  if (typed) replayPrerenderedInput(container, typed, flushSync);
  return onSubmit;
}

describe('taking over the prerendered sign-in screen', () => {
  it('finds nothing to carry over on an untouched screen or a page without one', () => {
    expect(readPrerenderedInput(prerenderedPage())).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderedInput(document.getElementById('root')!)).toBeNull();
  });

  it('replaces the static screen and keeps what was typed, in React state too', () => {
    const container = prerenderedPage();
    staticField(container, 'username').value = 'merchant@demo.test';
    staticField(container, 'current-password').value = 'Demo-pass-1';
    const onSubmit = takeOver(container);
    expect(container.querySelector('[data-prerender]')).toBeNull();
    expect(staticField(container, 'username').value).toBe('merchant@demo.test');
    // the state is what a submit reads: a DOM value React never heard of would be sent as ''
    container.querySelector('form')!.requestSubmit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'merchant@demo.test', password: 'Demo-pass-1' });
  });

  it('gives the focus back to the field the user was in, with the caret where it was', () => {
    const container = prerenderedPage();
    const password = staticField(container, 'current-password');
    password.value = 'Demo-pa';
    password.focus();
    password.setSelectionRange(3, 3);
    takeOver(container);
    const live = staticField(container, 'current-password');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([3, 3]);
  });

  it('sends a "Sign in" the guard held back, once, with the typed values', () => {
    const container = prerenderedPage();
    staticField(container, 'username').value = 'merchant@demo.test';
    staticField(container, 'current-password').value = 'Demo-pass-1';
    container.querySelector('form')!.setAttribute('data-submit-requested', '');
    const onSubmit = takeOver(container);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'merchant@demo.test', password: 'Demo-pass-1' });
  });

  it('carries nothing into a different screen (fields of another kind)', () => {
    const container = prerenderedPage();
    staticField(container, 'username').value = 'typed';
    container.querySelector('form')!.setAttribute('data-submit-requested', '');
    const typed = readPrerenderedInput(container)!;
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
});
