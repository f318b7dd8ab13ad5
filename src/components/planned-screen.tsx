import { Container, Paper, Text, Title } from '@mantine/core';

interface PlannedScreenProps {
  title: string;
  /** what this screen will let the user do, in plain words */
  description: string;
}

/** A route that exists in the tree but whose screen has not landed yet says so plainly. */
export function PlannedScreen({ title, description }: PlannedScreenProps) {
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2" mb="sm">
          {title}
        </Title>
        <Text>{description}</Text>
        <Text c="dimmed" size="sm" mt="md">
          This screen is not built yet.
        </Text>
      </Paper>
    </Container>
  );
}
