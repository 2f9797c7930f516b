import { UploadTestScreen } from '@/app/screens/upload-test-screen';

export default function UploadTestPage() {
  return <UploadTestScreen />;
}
