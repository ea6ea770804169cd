// First, so every component's own CSS comes after the shared rules and wins over them.
import '@kerbside/ui/tokens.css';
import '@kerbside/ui/base.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { OPERATOR_CONSOLE_PATH } from '@kerbside/contract';
import { ConsoleApp } from './app/console-app';
import { whenUnauthorized } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { endSession } from './features/session/session';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
// A 401 from any call: the session is over, back to the sign-in screen.
whenUnauthorized(() => endSession(queryClient));

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={OPERATOR_CONSOLE_PATH}>
        <ConsoleApp />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
