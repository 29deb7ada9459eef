import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { restorePersistedState, startPersisting } from './app/persist';
import { AppProviders } from './app/providers';
import { routes } from './routes';
import './ui/tokens.css';
import './app/base.css';

// Created at once, so the first screen's chunk loads while the saved state is being restored.
const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The guards read the session, so the router renders only once the saved state is back (or the
// 5000 ms time-out has passed and the app starts empty).
void restorePersistedState().then(() => {
  startPersisting();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
