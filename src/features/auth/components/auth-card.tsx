import type { ReactNode } from 'react';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import '../styles.ts';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The card every sign-in screen sits in: one column, readable from 390 px up. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Container size={440} px="md" py="xl" className="bo-auth">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm" mt={4}>
                {description}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The server's message (or another failure) under a form, as text. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {message}
    </Alert>
  );
}
