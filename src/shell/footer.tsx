import { Anchor, Text } from '@mantine/core';
import type { Brand } from '../shared/brands.ts';

/** The footer: copyright, the current year, and the brand's name and link. */
export function Footer({ brand }: { brand: Brand }) {
  return (
    <Text component="footer" size="sm" c="dimmed" ta="center" py="md" className="bo-footer">
      Copyright © <span data-testid="footer-year">{new Date().getFullYear()}</span>{' '}
      <Anchor href={brand.website} target="_blank" rel="noopener noreferrer" underline="always">
        {brand.name}
      </Anchor>
      . All rights reserved.
    </Text>
  );
}
