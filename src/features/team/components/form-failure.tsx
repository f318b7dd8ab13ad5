import { Alert } from '@mantine/core';

/** The provider's refusal under the form that was sent, as text (never HTML). */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
