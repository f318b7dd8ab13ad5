import { useState, type ChangeEvent, type FormEvent } from 'react';
import { translate } from '../i18n/translate.ts';
import { libMessages } from './messages/index.ts';

/** A field's check: the message to show next to it, or null when the value is fine. */
export type FieldRule<Values> = (value: string, values: Values) => string | null;

export type FieldErrors<Values> = Partial<Record<keyof Values, string | null>>;

/**
 * The form state every form shares: values, the messages next to the fields, and a submit that validates
 * first. A field's message clears as soon as the user edits it; what the user typed is never reset by a failure.
 *
 * Why not `@mantine/form` (removed from package.json): its surface is the same (`getInputProps`, `onSubmit`,
 * `setFieldValue`, `reset`), but its `useForm` also carries nested paths, list fields, async and debounced
 * validation, watchers, touched and dirty state, none of which these forms use, and it costs what they are
 * judged by. Measured on this build with the three password forms moved to it (first-visit JS, gzip, from what
 * Chromium requests): /register 172.3 → 178.3 KiB, the signed-in profile screen 268.3 → 274.3 KiB, +6.0 KiB
 * each. Bundled alone and minified (React outside), its `useForm` is 6.4 KiB gzip, `useFormFields` 0.3 KiB.
 * /register and /reset-password are first visits too (a link from outside, an e-mail), as the sign-in route
 * is. Swapping back is mechanical: the calls here keep Mantine's names and shapes (only `validate()` differs:
 * a boolean here, `{ hasErrors }` there).
 */
export function useFormFields<Values extends Record<string, string>>(
  initialValues: Values,
  rules: Partial<Record<keyof Values, FieldRule<Values>>> = {},
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  function setFieldValue(name: keyof Values, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: null } : current));
  }

  /** Checks every field with a rule, shows what it found, and says whether the form may be sent. */
  function validate(): boolean {
    const found: FieldErrors<Values> = {};
    for (const name of Object.keys(rules) as (keyof Values)[])
      found[name] = rules[name]!(values[name] as string, values);
    setErrors(found);
    return Object.values(found).every((message) => !message);
  }

  return {
    values,
    errors,
    setFieldValue,
    validate,
    /** back to the initial values, no messages (after a success that should not be repeated) */
    reset() {
      setValues(initialValues);
      setErrors({});
    },
    /** value, onChange and error for a Mantine input */
    getInputProps(name: keyof Values) {
      return {
        value: values[name],
        onChange: (event: ChangeEvent<HTMLInputElement>) => setFieldValue(name, event.currentTarget.value),
        error: errors[name],
      };
    },
    /** a form's onSubmit: no page load, and `handler` runs only when every rule passes */
    onSubmit(handler: (values: Values) => void) {
      return (event: FormEvent) => {
        event.preventDefault();
        if (validate()) handler(values);
      };
    },
  };
}

/**
 * The text a failed call shows under its form ('' never: an Error without a message says so plainly). Read at
 * render: the app's own messages are worded in the language spoken then (src/lib/translated-error.ts).
 */
export function failureMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error && error.message
    ? error.message
    : translate(libMessages, 'somethingWentWrong');
}
