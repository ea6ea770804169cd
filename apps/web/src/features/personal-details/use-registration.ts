import { useCallback, useMemo, useState } from 'react';
import { readStored, writeStored, type RegistrationData, type RegistrationMode } from '../../lib/storage';
import { initialMode, registrationModes, restoreRegistration } from './registration';

export type UpdateRegistration = <K extends keyof RegistrationData>(key: K, value: RegistrationData[K]) => void;

/**
 * Registration mode and data, restored from storage and saved encoded on every change (spec §4).
 * Nothing is written on first render, so merely opening the step does not unlock the payment step.
 */
export function useRegistration(guestEnabled: boolean) {
  const modes = useMemo(() => registrationModes(guestEnabled), [guestEnabled]);
  const [storedMode, setStoredMode] = useState<RegistrationMode | null>(() => readStored('registrationMode'));
  const [data, setData] = useState<RegistrationData>(() => restoreRegistration(readStored('registrationData')));
  const mode = initialMode(modes, storedMode);

  const setMode = useCallback((next: RegistrationMode) => {
    setStoredMode(next);
    writeStored('registrationMode', next);
  }, []);

  const update = useCallback<UpdateRegistration>((key, value) => {
    setData((previous) => {
      const next = { ...previous, [key]: value };
      writeStored('registrationData', next);
      return next;
    });
  }, []);

  return { modes, mode, setMode, data, update };
}
