import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ShootCalendar, type CalendarShoot } from '@/components/calendar/shoot-calendar';
import { ShootStatusLegend } from '@/components/calendar/shoot-status-colours';
import { Card, CardContent } from '@/components/ui/card';
import { useMyCalendar } from '../api/get-my-calendar';

/** The photographer's own shoots on the business's clock; read-only (the studio schedules). */
export function MyCalendar({ timeZone, hours }: { timeZone: string; hours: { days: number[]; start: string; end: string } }) {
  const navigate = useNavigate();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const calendar = useMyCalendar(range);
  const shoots = useMemo<CalendarShoot[]>(
    () =>
      (calendar.data?.data ?? []).map((event) => ({
        id: event.project_id,
        title: event.title,
        start: event.start,
        end: event.end,
        colourKey: event.order_stage,
        // The address, unless the shoot is already named after it (a client's order is).
        detail: event.address.startsWith(event.title) ? undefined : event.address,
        movable: false,
      })),
    [calendar.data],
  );
  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardContent className="flex flex-col gap-3 px-3 sm:px-4">
        <ShootStatusLegend keys={['scheduled', 'shot', 'editing']} />
        <ShootCalendar
          label="My shoot calendar"
          shoots={shoots}
          timeZone={calendar.data?.time_zone ?? timeZone}
          hours={hours}
          onOpen={(id) => navigate(`/photographer/shoot/${id}`)}
          onRangeChange={({ from, to }) => setRange((current) => (current?.from === from.toISOString() && current.to === to.toISOString() ? current : { from: from.toISOString(), to: to.toISOString() }))}
        />
      </CardContent>
    </Card>
  );
}
