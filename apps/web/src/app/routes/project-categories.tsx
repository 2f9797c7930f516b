import { CategoriesPage } from '@/features/categories/components/categories-page';

export default function ProjectCategoriesPage() {
  return <CategoriesPage />;
}
