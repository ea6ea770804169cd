import { BookNowScreen } from '../../features/corporate/book-now-screen';

export function Component() {
  return <BookNowScreen />;
}
