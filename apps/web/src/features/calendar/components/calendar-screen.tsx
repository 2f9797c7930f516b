import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CalendarEvent, UnscheduledOrder } from '@portal/contract';
import { ShootCalendar, type CalendarShoot } from '@/components/calendar/shoot-calendar';
import { ShootStatusLegend } from '@/components/calendar/shoot-status-colours';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSchedulingSettings } from '@/lib/scheduling-settings';
import { zoneAbbreviation } from '@/lib/zoned-time';
import { useCalendar } from '../api/get-calendar';
import { usePhotographers } from '../api/get-photographers';
import { useUnscheduledOrders } from '../api/list-unscheduled-orders';
import { ScheduleDialog, type PendingSchedule } from './schedule-dialog';
import { UnscheduledOrdersPanel } from './unscheduled-orders-panel';

const photographerName = (event: CalendarEvent) => event.photographer?.username || event.photographer?.first_name || 'No photographer';

/** A time for an order opened with its button: its first preferred window, else the next whole hour. */
function suggestedStart(order: UnscheduledOrder): Date {
  const preferred = order.preferred_windows[0]?.start;
  if (preferred) return new Date(preferred);
  const next = new Date();
  next.setUTCMinutes(0, 0, 0);
  return new Date(next.getTime() + 3_600_000);
}

/**
 * /calendar, owner and staff: every booked shoot by day, week or month on the business's clock,
 * coloured by stage, filtered by photographer (`?photographer=`). Shoots drag to another time and
 * unscheduled orders drag on from the side list; either way the schedule dialog confirms first.
 */
export function CalendarScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const photographerFilter = params.get('photographer') ?? 'all';
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [pending, setPending] = useState<PendingSchedule | null>(null);
  // A shoot just saved for another day: the calendar goes to that day so it is seen where it landed.
  const [focus, setFocus] = useState<Date | null>(null);
  const settings = useSchedulingSettings();
  const calendar = useCalendar(range);
  const unscheduled = useUnscheduledOrders();
  const photographers = usePhotographers();
  const timeZone = calendar.data?.time_zone ?? settings.timeZone;

  // Every photographer's shoots are loaded, so the dialog can warn about any of them; the filter only hides.
  const events = useMemo(() => calendar.data?.data ?? [], [calendar.data]);
  const shoots = useMemo<CalendarShoot[]>(
    () =>
      events
        .filter((event) => photographerFilter === 'all' || String(event.photographer?.id) === photographerFilter)
        .map((event) => ({
          id: event.project_id,
          title: event.title,
          start: event.start,
          end: event.end,
          colourKey: event.order_stage,
          detail: photographerName(event),
          movable: event.order_stage === 'scheduled' || event.order_stage === 'requested',
        })),
    [events, photographerFilter],
  );

  const setPhotographerFilter = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('photographer');
        else next.set('photographer', value);
        return next;
      },
      { replace: true },
    );

  const defaultPhotographer = photographerFilter === 'all' ? null : Number(photographerFilter);
  const orderOf = (projectId: number) => unscheduled.data?.find((order) => order.project_id === projectId);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Calendar"
        description={`Shoots on the studio's clock: ${timeZone} (${zoneAbbreviation(new Date(), timeZone)}).`}
        actions={
          <div className="flex w-full flex-col gap-1.5 sm:w-56">
            <Label htmlFor="calendar-photographer">Photographer</Label>
            <Select value={photographerFilter} onValueChange={setPhotographerFilter}>
              <SelectTrigger id="calendar-photographer" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All photographers</SelectItem>
                {(photographers.data ?? []).map((person) => (
                  <SelectItem key={person.id} value={String(person.id)}>
                    {person.username}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="min-w-0 gap-3 py-4">
          <CardContent className="flex flex-col gap-3 px-3 sm:px-4">
            <ShootStatusLegend />
            <ShootCalendar
              label="Shoot calendar"
              shoots={shoots}
              timeZone={timeZone}
              hours={settings.workingHours}
              editable
              droppable
              focus={focus}
              onRangeChange={({ from, to }) => setRange((current) => (current?.from === from.toISOString() && current.to === to.toISOString() ? current : { from: from.toISOString(), to: to.toISOString() }))}
              onOpen={(id) => navigate(`/project/${id}`)}
              onMove={({ id, start, revert }) => {
                const event = events.find((candidate) => candidate.project_id === id);
                if (!event) return revert();
                setPending({ projectId: id, title: event.title, start, durationMinutes: event.duration_minutes, photographerId: event.photographer?.id ?? null, revert });
              }}
              onDropItem={({ projectId, start }) => {
                const order = orderOf(projectId);
                if (order) setPending({ projectId, title: order.title, start, durationMinutes: order.duration_minutes, photographerId: defaultPhotographer });
              }}
            />
          </CardContent>
        </Card>
        <UnscheduledOrdersPanel
          orders={unscheduled.data}
          loading={unscheduled.isPending}
          failed={unscheduled.isError}
          timeZone={timeZone}
          onSchedule={(order) =>
            setPending({ projectId: order.project_id, title: order.title, start: suggestedStart(order), durationMinutes: order.duration_minutes, photographerId: defaultPhotographer })
          }
        />
      </div>
      {pending && (
        <ScheduleDialog
          key={`${pending.projectId}-${pending.start.getTime()}`}
          pending={pending}
          photographers={photographers.data ?? []}
          shoots={events}
          timeZone={timeZone}
          workingHours={settings.workingHours}
          onClose={(saved) => {
            if (saved) setFocus(saved);
            else pending.revert?.();
            setPending(null);
          }}
        />
      )}
    </div>
  );
}
