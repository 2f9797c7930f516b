import { PhotographerHomeScreen } from '@/app/screens/photographer/photographer-home-screen';

export default function PhotographerPage() {
  return <PhotographerHomeScreen />;
}
