import { useEffect } from 'react';
import { Alert, Button, Container, Text, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../api/errors.ts';

/**
 * A screen's `errorComponent`: what failed, in the provider's words when it gave any (as text), and Try again,
 * which re-runs the screen's loaders. The query error boundary is reset first, so a query that failed while
 * rendering (`useSuspenseQuery`) fetches again instead of rethrowing its cached error.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  useEffect(() => queryErrorBoundary.reset(), [queryErrorBoundary]);
  const message = isApiError(error) ? error.message : 'Something went wrong.';

  return (
    <Container size="md" py="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        This page could not be loaded
      </Title>
      <Alert color="red" variant="light" role="alert">
        <Text size="sm" mb="sm">
          {message}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </Alert>
    </Container>
  );
}
