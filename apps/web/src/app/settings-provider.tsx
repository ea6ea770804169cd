import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { API_PATHS, MESSAGES, toSettings, type SettingItem, type Settings } from '@kerbside/contract';
import { api } from '../lib/api-client';
import { readSettings, writeSettings } from '../lib/storage';
import { LoadingOverlay } from '../components/ui/loading-overlay';

const SettingsContext = createContext<Settings>({});

/** Settings of spec §3, loaded once at start behind the loading overlay. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings | null>(null);

  useEffect(() => {
    let cancelled = false;
    api
      .get<{ data: SettingItem[] }>(API_PATHS.settings)
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
  }, []);

  if (!settings) return <LoadingOverlay message={MESSAGES.loadingContent} />;
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export function useSettings(): Settings {
  return useContext(SettingsContext);
}
