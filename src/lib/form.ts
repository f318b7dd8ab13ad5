import { useState, type ChangeEvent, type FormEvent } from 'react';

/** A field's check: the message to show next to it, or null when the value is fine. */
export type FieldRule<Values> = (value: string, values: Values) => string | null;

export type FieldErrors<Values> = Partial<Record<keyof Values, string | null>>;

/**
 * The form state every form shares: values, the messages next to the fields, and a submit that validates
 * first. Its surface follows Mantine's `useForm` (`getInputProps`, `onSubmit`, `setFieldValue`), so the two
 * can be swapped; it is written here because `@mantine/form` adds 6.9 KiB gzip to the sign-in route, whose
 * JS already sits at its size ceiling (docs/performance.md), for the few lines these forms use.
 * A field's message clears as soon as the user edits it; what the user typed is never reset by a failure.
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

/** The text a failed call shows under its form ('' never: an Error without a message says so plainly). */
export function failureMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
