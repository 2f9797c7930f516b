import { CompaniesPage as CompaniesScreen } from '@/app/screens/companies/companies-page';

export default function CompaniesPage() {
  return <CompaniesScreen />;
}
