import { RevisionsScreen } from '@/features/revisions/components/revisions-screen';

export default function RevisionsPage() {
  return <RevisionsScreen />;
}
