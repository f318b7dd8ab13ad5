import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { useSessionScope } from '../../../session/context.tsx';
import { applyBrandToDocument } from '../brand.ts';
import { useBrandAdoption } from '../brand-context.tsx';
import { brandFromRecords } from '../provider-brand.ts';
import { brandRecordsQueryOptions } from '../queries.ts';

/**
 * Mounted with the signed-in layout: reads the provider's brand records (GET /v1/config/brand-logos) and puts
 * the current host's record on the brand every screen reads, and on the document's title and favicon;
 * unmounted (signed out), the built-in brand is back. Renders nothing.
 */
export function ProviderBrandSync() {
  const api = useApiClient();
  const scope = useSessionScope();
  const adoption = useBrandAdoption();
  const { data } = useQuery({ ...brandRecordsQueryOptions(api, scope), enabled: scope.userId !== '' });
  const builtIn = adoption?.builtIn;
  const adopt = adoption?.adopt;
  // one object per answer: the effect below runs when the records change, not on every render
  const brand = useMemo(() => builtIn && brandFromRecords(builtIn, data), [builtIn, data]);
  useEffect(() => {
    if (!adopt || !builtIn || !brand || brand === builtIn) return;
    adopt(brand);
    applyBrandToDocument(brand);
    return () => {
      adopt(null);
      applyBrandToDocument(builtIn);
    };
  }, [adopt, brand, builtIn]);
  return null;
}
