import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Brand } from '../../shared/brands.ts';
import { applyBrandToDocument, currentBrand } from './brand.ts';
import { brandFromRecords, type BrandRecord } from './provider-brand.ts';

interface BrandContextValue {
  brand: Brand;
  /** the provider's brand records once signed in; null = back to the built-in table (signed out) */
  adoptRecords: (records: readonly BrandRecord[] | null) => void;
}

const BrandContext = createContext<BrandContextValue | null>(null);

/**
 * The brand of the screens inside: the host's brand in the browser from the built-in table
 * (src/shared/brands.ts), which paints first and stays offline; once signed in, the provider's record of that
 * brand where it differs (ProviderBrandSync). The build's prerender names the brand, since it renders every
 * brand's sign-in page on one machine with no host to read (src/app/prerender.tsx).
 */
export function BrandProvider({ brand: builtIn, children }: { brand: Brand; children: ReactNode }) {
  const [records, adoptRecords] = useState<readonly BrandRecord[] | null>(null);
  const brand = useMemo(() => brandFromRecords(builtIn, records ?? undefined), [builtIn, records]);
  // the title and favicon follow the provider's record; the built-in brand's are put on by the theme provider
  useEffect(() => {
    if (brand !== builtIn) {
      applyBrandToDocument(brand);
      return () => applyBrandToDocument(builtIn);
    }
  }, [brand, builtIn]);
  const value = useMemo(() => ({ brand, adoptRecords }), [brand]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

/** The brand of this screen: the provider's, or the host's when there is no provider (isolated tests). */
export function useBrand(): Brand {
  const provided = useContext(BrandContext);
  return useMemo(() => provided?.brand ?? currentBrand(), [provided]);
}

/** Hands the provider's brand records to the brand of every screen (a no-op outside BrandProvider). */
export function useAdoptBrandRecords(): (records: readonly BrandRecord[] | null) => void {
  const provided = useContext(BrandContext);
  return provided?.adoptRecords ?? noop;
}

function noop() {}
