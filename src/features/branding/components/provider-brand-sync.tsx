import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { useSessionScope } from '../../../session/context.tsx';
import { useAdoptBrandRecords } from '../brand-context.tsx';
import { brandRecordsQueryOptions } from '../queries.ts';

/**
 * Mounted with the signed-in layout: reads the provider's brand records (GET /v1/config/brand-logos) and puts
 * the current host's record on the brand every screen reads; unmounted (signed out), the built-in brand is back.
 * Renders nothing.
 */
export function ProviderBrandSync() {
  const api = useApiClient();
  const scope = useSessionScope();
  const adopt = useAdoptBrandRecords();
  const { data } = useQuery({ ...brandRecordsQueryOptions(api, scope), enabled: scope.userId !== '' });
  useEffect(() => {
    if (data) adopt(data);
  }, [adopt, data]);
  useEffect(() => () => adopt(null), [adopt]);
  return null;
}
