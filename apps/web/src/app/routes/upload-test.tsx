import { UploadTestScreen } from '@/features/files/components/upload-test-screen';

export default function UploadTestPage() {
  return <UploadTestScreen />;
}
