import type { ReactNode } from 'react';
import { Box, Center, Stack } from '@mantine/core';
import { useBrand } from '../features/branding/brand-context.tsx';
import { Footer } from './footer.tsx';

/**
 * The authentication layout of docs/product/02-screens.md §2.4: the brand's logo above a centred card area,
 * and the footer.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <Stack mih="100dvh" gap={0} className="bo-auth">
      <Center pt="xl">
        <img src={brand.logo} alt={brand.name} height={36} />
      </Center>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Footer brand={brand} />
    </Stack>
  );
}
