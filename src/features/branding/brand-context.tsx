import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Brand } from '../../shared/brands.ts';
import { currentBrand } from './brand.ts';

interface BrandContextValue {
  brand: Brand;
  /** the built-in brand of this host, before any record of the provider */
  builtIn: Brand;
  /** the brand as the provider's record says (ProviderBrandSync); null = the built-in one again */
  adopt: (brand: Brand | null) => void;
}

const BrandContext = createContext<BrandContextValue | null>(null);

/**
 * The brand of the screens inside: the host's brand in the browser from the built-in table
 * (src/shared/brands.ts), which paints first and stays offline; once signed in, the provider's record of that
 * brand where it differs (ProviderBrandSync, in the signed-in code, so the sign-in screen carries none of it).
 * The build's prerender names the brand, since it renders every brand's sign-in page on one machine with no
 * host to read (src/app/prerender.tsx).
 */
export function BrandProvider({ brand: builtIn, children }: { brand: Brand; children: ReactNode }) {
  const [adopted, adopt] = useState<Brand | null>(null);
  const brand = adopted ?? builtIn;
  const value = useMemo(() => ({ brand, builtIn, adopt }), [brand, builtIn]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

/** The brand of this screen: the provider's, or the host's when there is no provider (isolated tests). */
export function useBrand(): Brand {
  const provided = useContext(BrandContext);
  return useMemo(() => provided?.brand ?? currentBrand(), [provided]);
}

/** The built-in brand and the way to replace it with the provider's record (null outside BrandProvider). */
export function useBrandAdoption(): Pick<BrandContextValue, 'builtIn' | 'adopt'> | null {
  const provided = useContext(BrandContext);
  return provided && { builtIn: provided.builtIn, adopt: provided.adopt };
}
