import { Anchor, Text } from '@mantine/core';
import type { Brand } from '../shared/brands.ts';
import { RichText } from '../i18n/rich-text.tsx';
import { useT } from '../i18n/translate.ts';
import { footerMessages } from './footer/messages/index.ts';

/** The footer: copyright, the current year, and the brand's name and link. */
export function Footer({ brand }: { brand: Brand }) {
  const t = useT(footerMessages);
  return (
    <Text component="footer" size="sm" c="dimmed" ta="center" py="md" className="bo-footer">
      <RichText
        text={t('copyright')}
        parts={{
          year: () => <span data-testid="footer-year">{new Date().getFullYear()}</span>,
          brand: () => (
            <Anchor href={brand.website} target="_blank" rel="noopener noreferrer" underline="always">
              {brand.name}
            </Anchor>
          ),
        }}
      />
    </Text>
  );
}
