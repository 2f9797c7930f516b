import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProjectCategoriesPage() {
  return <PagePlaceholder title="Project Categories" />;
}
