import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';

/**
 * Mock mode is the default: without VITE_API_URL the mock API (MSW worker + demo world) starts
 * before React renders. With VITE_API_URL set this branch is removed at build time and the mock
 * is not even bundled into the loaded code.
 */
async function start(): Promise<void> {
  if (!import.meta.env.VITE_API_URL) {
    const { startMockApi } = await import('../mocks/browser');
    await startMockApi();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
