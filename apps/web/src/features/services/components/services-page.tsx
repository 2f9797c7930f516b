import { Link } from 'react-router';
import type { Service } from '@portal/contract';
import { ArrowLeft, Banknote, Calculator, Camera, Plus } from 'lucide-react';
import { ListPage } from '@/components/list-page';
import { RefreshButton } from '@/components/list-panel';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/money';
import { useListParams } from '@/lib/use-list-params';
import { serviceDeleteText } from '@/lib/delete-texts';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteService } from '../api/delete-service';
import { useServices } from '../api/get-services';
import { ServiceFormDialog } from './service-form-dialog';
import { ServicesTable } from './services-table';

const PAGE_SIZE = 10;

/** /project-services: Photography Services with stat cards, search, the paged table and its dialogs. */
export function ServicesPage() {
  const { search, page, setSearch, setPage } = useListParams();
  const list = useServices({ search: search || undefined, page, page_size: PAGE_SIZE });
  const remove = useDeleteService();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } = useRowDialogs<Service>(remove, 'Service deleted successfully!');
  const stats = list.data?.stats;
  const money = useMoney();
  const total = list.data?.pagination?.total ?? list.data?.data.length;

  return (
    <ListPage
      title="Photography Services"
      description="The shoots you offer, their prices and GST."
      actions={
        <>
          <Button variant="outline" asChild>
            <Link to="/projects">
              <ArrowLeft aria-hidden="true" />
              Projects
            </Link>
          </Button>
          <RefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Add Service
          </Button>
        </>
      }
      stats={
        <>
          <StatCard label="Total Services" value={stats?.total} icon={Camera} />
          <StatCard label="Total Value" value={stats && money(stats.total_value)} icon={Banknote} hint="Sum of all service prices" />
          <StatCard label="Average Price" value={stats && money(stats.average_price)} icon={Calculator} hint="Per service" />
        </>
      }
      search={{ value: search, onSearch: setSearch, placeholder: 'Search services...', label: 'Search services' }}
      refreshInToolbar={false}
      query={list}
      paging={{ page, pageSize: PAGE_SIZE, total, noun: 'services', onPageChange: setPage }}
      loadError={{ title: 'Error loading services', description: 'Could not fetch services data.' }}
      table={<ServicesTable rows={list.data?.data} loading={list.isPending} searching={Boolean(search)} onEdit={setEditing} onDelete={setDeleting} />}
      deletion={{ text: deleting ? serviceDeleteText(deleting) : undefined, onCancel: () => setDeleting(null), onConfirm: confirmDelete, busy: remove.isPending }}
    >
      <ServiceFormDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} service={editing ?? null} />
    </ListPage>
  );
}
