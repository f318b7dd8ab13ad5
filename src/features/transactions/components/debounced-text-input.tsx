import { useEffect, useRef, useState } from 'react';
import { TextInput } from '@mantine/core';

/** How long typing must pause before the list asks again (each keystroke would be a request otherwise). */
const SEARCH_DEBOUNCE_MS = 300;

interface DebouncedTextInputProps {
  label: string;
  placeholder?: string;
  /** what the URL says now */
  value: string | undefined;
  /** called once typing pauses, with undefined for an empty field */
  onCommit: (value: string | undefined) => void;
}

/**
 * A text filter that keeps what is typed locally and writes it to the URL once typing pauses. A change of the
 * URL from elsewhere (Clear filters, back button) replaces the text, but the echo of its own commit does not,
 * so characters typed while the navigation ran are never lost.
 */
export function DebouncedTextInput({ label, placeholder, value, onCommit }: DebouncedTextInputProps) {
  const [text, setText] = useState(value ?? '');
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value ?? '');
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={200}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const trimmed = next.trim() || undefined;
          if (trimmed === committed.current) return;
          committed.current = trimmed;
          onCommit(trimmed);
        }, SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}
