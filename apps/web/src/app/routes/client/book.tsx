import { BookShootScreen } from '@/features/orders/components/book-shoot-screen';

export default function BookShootPage() {
  return <BookShootScreen />;
}
