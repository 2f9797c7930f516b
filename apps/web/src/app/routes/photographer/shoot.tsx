import { PhotographerShootScreen } from '@/app/screens/photographer/photographer-shoot-screen';

export default function PhotographerShootPage() {
  return <PhotographerShootScreen />;
}
