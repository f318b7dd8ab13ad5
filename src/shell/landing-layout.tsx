import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useBrand } from '../features/branding/brand-context.tsx';
import { Footer } from './footer.tsx';
import { IconSettings } from '../components/icons.tsx';
import { LazyThemeDrawer } from '../features/appearance/components/theme-drawer/lazy-theme-drawer.tsx';

/**
 * The landing layout of docs/product/02-screens.md §2.4: a horizontal navigation bar and the `light` class;
 * its theme panel offers only colour mode, direction, primary colours and Reset.
 */
export function LandingLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const [themeOpened, theme] = useDisclosure(false);
  return (
    <Box className="light bo-landing">
      <Box component="header" py="sm" className="bo-landing-header">
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Link to="/" aria-label={`${brand.name} home`} className="bo-logo-link">
              <img src={brand.logo} alt={brand.name} height={32} />
            </Link>
            <Group component="nav" aria-label="Main menu" gap="md" wrap="nowrap">
              <Anchor href={brand.website} target="_blank" rel="noopener noreferrer">
                About {brand.name}
              </Anchor>
              <Anchor component={Link} to="/">
                Sign in
              </Anchor>
              <ActionIcon variant="subtle" size="lg" aria-label="Theme settings" onClick={theme.open}>
                <IconSettings />
              </ActionIcon>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main">{children}</Box>
      <Footer brand={brand} />
      <LazyThemeDrawer opened={themeOpened} onClose={theme.close} variant="landing" />
    </Box>
  );
}
