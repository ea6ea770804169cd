import { useEffect, useState } from 'react';
import { WEBSITE_ROUTES, type CompanyItem } from '@kerbside/contract';
import { call } from '../../lib/api-client';

/** Operator companies for the footer; a failed call is only logged (spec §8). */
export function useOperators(): CompanyItem[] {
  const [operators, setOperators] = useState<CompanyItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    call(WEBSITE_ROUTES.getCompanies, { signal: controller.signal })
      .then((res) => setOperators(res.data))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not load operators', error);
      });
    return () => controller.abort();
  }, []);
  return operators;
}
