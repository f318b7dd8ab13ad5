import { Group, Loader } from '@mantine/core';

/** A screen whose data is on its way, when it has no skeleton of its own to show. */
export function ScreenLoading() {
  return (
    <Group justify="center" py="xl" role="status" aria-busy="true" aria-label="Loading">
      <Loader size="sm" />
    </Group>
  );
}
