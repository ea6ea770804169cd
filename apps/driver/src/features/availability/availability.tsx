import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { DRIVER_WORK_ROUTES, type Availability, type AvailabilityStatus } from '@kerbside/contract';
import { driverRequest } from '../../session/driver-api';

interface AvailabilityValue {
  /** null until the server has said. */
  status: AvailabilityStatus | null;
  pending: AvailabilityStatus | null;
  problem: string | null;
  set: (status: AvailabilityStatus) => void;
}

const AvailabilityContext = createContext<AvailabilityValue | null>(null);

export function useAvailability(): AvailabilityValue {
  const value = useContext(AvailabilityContext);
  if (!value) throw new Error('useAvailability outside AvailabilityProvider');
  return value;
}

/** On shift, on a break or off, as the server keeps it (the office's map reads it). */
export function AvailabilityProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AvailabilityStatus | null>(null);
  const [pending, setPending] = useState<AvailabilityStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    void driverRequest<Availability>(DRIVER_WORK_ROUTES.driverAvailability).then((answer) => {
      if (answer.kind === 'ok') setStatus(answer.data.status);
    });
  }, []);

  const set = useCallback((next: AvailabilityStatus) => {
    setPending(next);
    setProblem(null);
    void driverRequest<Availability>(DRIVER_WORK_ROUTES.driverSetAvailability, { body: { status: next } }).then((answer) => {
      setPending(null);
      if (answer.kind === 'ok') setStatus(answer.data.status);
      else if (answer.kind === 'offline') setProblem('No signal: the office has not been told. Try again.');
      else if (answer.kind === 'failed') setProblem(answer.message ?? 'The office could not take it. Try again.');
    });
  }, []);

  return <AvailabilityContext.Provider value={{ status, pending, problem, set }}>{children}</AvailabilityContext.Provider>;
}
