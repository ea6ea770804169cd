import { useEffect, useRef, useState } from 'react';

/** Runs a step's call once at a time and ignores its answer after the screen has gone. */
export function useStepSubmit() {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run(call: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await call();
    } finally {
      if (mounted.current) setBusy(false);
    }
  }
  return { busy, run, mounted };
}
