import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Brand } from '../../shared/brands.ts';
import { currentBrand } from './brand.ts';

const BrandContext = createContext<Brand | null>(null);

/**
 * The brand of the screens inside: the host's brand in the browser; the build's prerender names it, since it
 * renders every brand's sign-in page on one machine with no host to read (src/app/prerender.tsx).
 */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand of this screen: the provider's, or the host's when there is no provider (isolated tests). */
export function useBrand(): Brand {
  const provided = useContext(BrandContext);
  return useMemo(() => provided ?? currentBrand(), [provided]);
}
