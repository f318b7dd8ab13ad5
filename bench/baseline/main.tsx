import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The benchmark's yardstick: one React component, built by the same Vite and served by the same server as
 * the app. Its figures measured in the same run tell a slow machine from a slow app.
 */
function Baseline() {
  const [screen, setScreen] = useState(1);
  return (
    <main id="main-content">
      <h1>{screen === 1 ? 'Baseline page' : `Screen ${screen}`}</h1>
      <p>A one-component React page: the fastest this stack can paint on this machine.</p>
      <nav aria-label="Main menu">
        <a
          href={`#screen-${screen + 1}`}
          onClick={(event) => {
            event.preventDefault();
            setScreen(screen + 1);
          }}
        >
          Next screen
        </a>
      </nav>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Baseline />
  </StrictMode>,
);
