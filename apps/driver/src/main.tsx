// First, so every component's own CSS comes after the shared rules and wins over them.
import '@kerbside/ui/tokens.css';
import '@kerbside/ui/base.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DRIVER_APP_PATH } from '@kerbside/contract';
import { DriverApp } from './app/driver-app';
import { registerServiceWorker } from './app/register-service-worker';
import { DriverSessionProvider } from './session/driver-session';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename={DRIVER_APP_PATH}>
      <DriverSessionProvider>
        <DriverApp />
      </DriverSessionProvider>
    </BrowserRouter>
  </StrictMode>,
);

// A development server's files change under it: only a build gets the offline shell.
if (import.meta.env.PROD) registerServiceWorker();
