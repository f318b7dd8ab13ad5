/**
 * The sign-in screen is in the page before any script runs (scripts/vite/prerender-sign-in.ts); the app replaces
 * it with the same screen, live, on its first render. What the user did on it meanwhile is carried over rather
 * than lost: what was typed in each field, which field had the focus (and the caret), and a "Sign in" that
 * scripts/vite/prerender-guard.js held back. The live screen is rendered from the same components, so its
 * fields stand in the same order: a field is matched by its position and must be of the same kind.
 */

import { createElement, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

/** The element the build wraps the prerendered screen in. */
export const PRERENDERED_SELECTOR = '[data-prerender]';

/** Fields whose value a user types; the others (buttons, checkboxes, hidden) are left alone. */
const TYPED =
  'input:not([type=button]):not([type=submit]):not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea';

interface TypedField {
  index: number;
  kind: string;
  value: string;
}

export interface PrerenderedInput {
  fields: TypedField[];
  focused: { index: number; kind: string; selection: [number, number] | null } | null;
  /** indexes of the forms whose submission the guard held back */
  submitted: number[];
}

function kindOf(field: Element): string {
  return [field.tagName, field.getAttribute('type'), field.getAttribute('autocomplete')].join('|');
}

function typedFields(container: Element): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)];
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null
      ? null
      : [field.selectionStart, field.selectionEnd ?? field.selectionStart];
  } catch {
    return null; // email fields have no selection API
  }
}

/**
 * Follows which prerendered field has the focus while the app renders. The render yields to the browser (the
 * user may go on typing or move to another field), and the commit removes the screen, which takes the focus
 * with it; so the field is followed from its focus events rather than read from `activeElement` afterwards.
 */
export function followPrerenderedFocus(screen: Element): { field: () => Element | null; stop: () => void } {
  const document = screen.ownerDocument;
  let focused: Element | null = screen.contains(document.activeElement) ? document.activeElement : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element && screen.contains(event.target) ? event.target : null;
  };
  // left for somewhere else (still in the page, not focused): forgotten; removed by the commit: kept
  const onFocusOut = (event: FocusEvent) => {
    const field = event.target;
    queueMicrotask(() => {
      if (
        field instanceof Element &&
        field === focused &&
        field.isConnected &&
        document.activeElement !== field
      )
        focused = null;
    });
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  return {
    field: () => focused,
    stop() {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', onFocusOut, true);
    },
  };
}

/**
 * What the user left on the prerendered `screen` (the element marked data-prerender; it may already be out of
 * the page: a detached field keeps its value and caret), given the field that had the focus; null when there
 * is nothing (nothing typed, focused or submitted).
 */
export function readPrerenderedInput(screen: Element, focusedField: Element | null): PrerenderedInput | null {
  const all = typedFields(screen);
  const fields = all
    .map((field, index) => ({ index, kind: kindOf(field), value: field.value }))
    .filter((field) => field.value !== '');
  const active = all.findIndex((field) => field === focusedField);
  const focused =
    active < 0 ? null : { index: active, kind: kindOf(all[active]!), selection: selectionOf(all[active]!) };
  const submitted = [...screen.querySelectorAll('form')]
    .map((form, index) => (form.hasAttribute('data-submit-requested') ? index : -1))
    .filter((index) => index >= 0);
  if (fields.length === 0 && !focused && submitted.length === 0) return null;
  return { fields, focused, submitted };
}

/**
 * Sets a field's value as if typed, so that React's onChange sees it: through the native setter (React watches
 * the element's own one) and an `input` event.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Puts what was read back into the live screen: the values first (through `applyValues`, which should commit
 * React's state at once, e.g. with flushSync, so that a resubmitted form reads them), then the focus, then
 * the held-back submissions.
 */
export function replayPrerenderedInput(
  container: Element,
  input: PrerenderedInput,
  applyValues: (apply: () => void) => void = (apply) => apply(),
): void {
  const live = typedFields(container);
  const matching = (index: number, kind: string) =>
    live[index] && kindOf(live[index]) === kind ? live[index] : null;
  applyValues(() => {
    for (const field of input.fields) {
      const target = matching(field.index, field.kind);
      if (target && target.value !== field.value) typeInto(target, field.value);
    }
  });
  if (input.focused) {
    const target = matching(input.focused.index, input.focused.kind);
    target?.focus({ preventScroll: true });
    if (target && input.focused.selection) {
      try {
        target.setSelectionRange(...input.focused.selection);
      } catch {
        // fields without a caret (email) keep it at the end
      }
    }
  }
  // a held-back "Sign in" is sent again only on the same screen, with every typed value in place
  const sameScreen = input.fields.every((field) => matching(field.index, field.kind));
  const forms = [...container.querySelectorAll('form')];
  if (sameScreen) for (const index of input.submitted) forms[index]?.requestSubmit();
}

/** Runs `run` in the commit that first puts the app in the page, after its DOM changes, before a paint. */
function OnFirstCommit({ run, children }: { run: () => void; children?: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

/**
 * Renders the app over the prerendered `screen` in `container`. The render is a transition: React renders it
 * in slices, yielding to the browser, so the screen (painted, perhaps being typed into) never freezes for the
 * whole render; its commit swaps in the same screen, live, at once (nothing moves). What the user did on the
 * prerendered screen until that commit is carried over: read as the commit removes it, replayed before the
 * browser paints (a microtask after the commit's layout effects, where flushSync may run). Resolves then.
 */
export function renderOverPrerendered(
  root: Root,
  container: Element,
  screen: Element,
  app: ReactNode,
): Promise<void> {
  const focus = followPrerenderedFocus(screen);
  return new Promise((resolve) => {
    let done = false;
    const takeOver = () => {
      if (done) return; // StrictMode runs a layout effect twice in development
      done = true;
      const typed = readPrerenderedInput(screen, focus.field());
      focus.stop();
      queueMicrotask(() => {
        if (typed) replayPrerenderedInput(container, typed, flushSync);
        resolve();
      });
    };
    startTransition(() => root.render(createElement(OnFirstCommit, { run: takeOver }, app)));
  });
}
