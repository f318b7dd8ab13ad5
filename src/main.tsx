import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.ts';
import { loadRuntimeConfig } from './api/runtime-config.ts';
import { importTokenKey } from './session/verify-token.ts';
import { createApp } from './app/app.tsx';
import { ConfigError } from './app/config-error.tsx';

const root = createRoot(document.getElementById('root')!);

async function start() {
  try {
    const config = await loadRuntimeConfig();
    const tokenKey = await importTokenKey(config.jwtPublicKey);
    const { App, session } = createApp(config, tokenKey);
    await session.restore();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<ConfigError message={error instanceof Error ? error.message : String(error)} />);
  }
}

void start();
