import { PolicyPage } from '../../features/policies/policy-page';
import { termsAndConditions } from '../../features/policies/terms-text';
import { useOperatorDetails } from './operator-details';

export function Component() {
  const operator = useOperatorDetails();
  return <PolicyPage document={termsAndConditions(operator)} companyName={operator.name} />;
}
