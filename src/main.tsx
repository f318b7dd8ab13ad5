import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.ts';
import { loadRuntimeConfig } from './api/runtime-config.ts';
import { importTokenKey } from './session/verify-token.ts';
import { resumeSession } from './session/resume.ts';
import { createApp } from './app/app.tsx';
import { ConfigError } from './app/config-error.tsx';

const root = createRoot(document.getElementById('root')!);

async function start() {
  try {
    const config = await loadRuntimeConfig();
    const tokenKey = await importTokenKey(config.jwtPublicKey);
    const { App, session, api, endSession } = createApp(config, tokenKey);
    await resumeSession(session, api, endSession);
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
