import { PolicyPage } from '../../features/policies/policy-page';
import { termsAndConditions } from '../../features/policies/terms-text';
import { useOperatorDetails, useWaitingTerms } from './operator-details';

export function Component() {
  const operator = useOperatorDetails();
  const { waiting, currency } = useWaitingTerms();
  return <PolicyPage document={termsAndConditions(operator, waiting, currency)} companyName={operator.name} />;
}
