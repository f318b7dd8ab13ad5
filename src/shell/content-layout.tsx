import type { ReactNode } from 'react';

/**
 * The content layout of SPEC §2 (header, sidebar, footer, toasts, scroll-to-top); the shell issue fills it.
 */
export function ContentLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
