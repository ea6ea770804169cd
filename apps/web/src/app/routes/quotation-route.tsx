import { QuotationScreen } from '../../features/quotation/quotation-screen';

export function Component() {
  return <QuotationScreen />;
}
