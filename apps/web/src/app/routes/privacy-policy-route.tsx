import { PolicyPage } from '../../features/policies/policy-page';
import { privacyPolicy } from '../../features/policies/privacy-policy-text';
import { useOperatorDetails } from './operator-details';

export function Component() {
  const operator = useOperatorDetails();
  return <PolicyPage document={privacyPolicy(operator)} companyName={operator.name} />;
}
