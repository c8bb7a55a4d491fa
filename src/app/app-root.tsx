import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app';

/** The full app: the router, every area and the member shell. */
export function renderApp(root: Root) {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
