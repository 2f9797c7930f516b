import { CompaniesPage as CompaniesScreen } from '@/features/companies/components/companies-page';

export default function CompaniesPage() {
  return <CompaniesScreen />;
}
