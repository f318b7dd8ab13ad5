import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtime-config.ts';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Makes the runtime configuration (/config.json: public values only) available to features. */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

/** The runtime configuration; throws outside RuntimeConfigProvider (a wiring mistake, not a user error). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}
