import type { UnscheduledOrder } from '@portal/contract';
import { formatShootTime, formatClockTime } from '@portal/contract';
import { Draggable } from '@fullcalendar/react/interaction';
import { CalendarPlus, GripVertical, Inbox } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDuration } from '@/lib/zoned-time';
import { IconCardTitle } from '@/components/icon-card-title';

interface UnscheduledOrdersPanelProps {
  orders: UnscheduledOrder[] | undefined;
  loading: boolean;
  failed: boolean;
  timeZone: string;
  /** The keyboard's way in: schedule without dragging. */
  onSchedule: (order: UnscheduledOrder) => void;
}

/** Orders waiting for a time. Each item drags onto the calendar (FullCalendar's external Draggable), or opens the dialog with its button. */
export function UnscheduledOrdersPanel({ orders, loading, failed, timeZone, onSchedule }: UnscheduledOrdersPanelProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const hasOrders = Boolean(orders?.length);

  useEffect(() => {
    if (!listRef.current || !hasOrders) return;
    const draggable = new Draggable(listRef.current, {
      itemSelector: '[data-project-id]',
      // The calendar adds nothing itself: the drop opens the schedule dialog, which books it.
      eventData: (el: HTMLElement) => ({ title: el.dataset.title ?? '', duration: { minutes: Number(el.dataset.duration) || 60 }, create: false }),
    });
    return () => draggable.destroy();
  }, [hasOrders]);

  return (
    <Card className="min-w-0 gap-3" role="region" aria-labelledby="unscheduled-orders-title">
      <CardHeader>
        <IconCardTitle icon={Inbox} id="unscheduled-orders-title" title="Unscheduled orders">
          {orders && (
            <Badge variant="secondary" className="tabular-nums">
              {orders.length}
            </Badge>
          )}
        </IconCardTitle>
        <CardDescription>Drag an order onto the calendar, or use Schedule, to give it a time and a photographer.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {loading ? (
          <div role="status" aria-label="Loading unscheduled orders" className="grid gap-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : failed ? (
          <p className="text-sm text-muted-foreground">The unscheduled orders could not be loaded.</p>
        ) : !hasOrders ? (
          <p className="text-sm text-muted-foreground">Every order has a time.</p>
        ) : (
          <ul ref={listRef} className="flex flex-col gap-2" aria-label="Unscheduled orders">
            {orders!.map((order) => (
              <li
                key={order.project_id}
                data-project-id={order.project_id}
                data-title={order.title}
                data-duration={order.duration_minutes}
                className="flex cursor-grab touch-none items-start gap-2 rounded-md border bg-background p-2 text-sm shadow-xs active:cursor-grabbing"
              >
                <GripVertical aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="font-medium break-words">{order.title}</span>
                  <span className="text-xs text-muted-foreground break-words">
                    {order.company.name} · <span className="whitespace-nowrap">{formatDuration(order.duration_minutes)}</span>
                  </span>
                  {order.preferred_windows[0] && (
                    <span className="text-xs text-muted-foreground">
                      Prefers{' '}
                      <span className="whitespace-nowrap">
                        {formatShootTime(order.preferred_windows[0].start, timeZone)}–{formatClockTime(order.preferred_windows[0].end, timeZone)}
                      </span>
                      {order.preferred_windows.length > 1 && ` (+${order.preferred_windows.length - 1} more)`}
                    </span>
                  )}
                  {/* Under the order rather than beside it: the panel is narrow, and the address needs the width. */}
                  <Button type="button" variant="outline" size="sm" className="mt-1.5 self-start" onClick={() => onSchedule(order)} aria-label={`Schedule ${order.title}`}>
                    <CalendarPlus aria-hidden />
                    Schedule
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
