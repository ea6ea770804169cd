import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './app/router';
import { AppRoutes, preloadForHydration, preloadScreens } from './app/app-routes';
import { readBootData } from './app/boot';
import { RenderTimeProvider } from './app/render-time';
import { SettingsProvider } from './app/settings-provider';
import '@kerbside/ui/tokens.css';
import '@kerbside/ui/base.css';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const boot = readBootData();
const app = (
  <StrictMode>
    <RenderTimeProvider value={boot?.renderedAt ?? null}>
      <SettingsProvider initial={boot?.settings}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SettingsProvider>
    </RenderTimeProvider>
  </StrictMode>
);

// The first render is a transition: React works in slices of a few milliseconds between which the
// browser stays responsive, instead of one long task (what Total Blocking Time measures).
if (boot?.renderedAt && root.firstElementChild) {
  // The server rendered this address: load its screen's code, then take over the HTML as it is.
  // (No top-level await: the screens' chunks import this one, which must finish evaluating first.)
  void preloadForHydration(window.location.pathname).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  void preloadScreens(window.location.pathname);
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
