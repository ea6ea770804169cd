import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { LOADING_CONTENT, toSettings, WEBSITE_ROUTES, type Settings } from '@kerbside/contract';
import { call } from '../lib/api-client';
import { readSettings, writeSettings } from '../lib/storage';
import { LoadingOverlay } from '../components/ui/loading-overlay';

const SettingsContext = createContext<Settings>({});

/**
 * Settings of spec §3, loaded once at start. The server puts them in the page (boot.ts), so they
 * are `initial` and nothing waits; without them (the Vite dev server) they are loaded behind the
 * loading overlay.
 */
export function SettingsProvider({ initial, children }: { initial?: Settings | null; children: ReactNode }) {
  const [settings, setSettings] = useState<Settings | null>(initial ?? null);

  useEffect(() => {
    if (initial) {
      writeSettings(initial);
      return;
    }
    let cancelled = false;
    call(WEBSITE_ROUTES.getSettings)
      .then((res) => {
        const loaded = toSettings(res.data);
        writeSettings(loaded);
        if (!cancelled) setSettings(loaded);
      })
      .catch((error: unknown) => {
        // Spec §8: settings failures are only logged; fall back to the last stored copy.
        console.error('Could not load settings', error);
        if (!cancelled) setSettings(readSettings() ?? {});
      });
    return () => {
      cancelled = true;
    };
  }, [initial]);

  if (!settings) return <LoadingOverlay message={LOADING_CONTENT} />;
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export function useSettings(): Settings {
  return useContext(SettingsContext);
}
