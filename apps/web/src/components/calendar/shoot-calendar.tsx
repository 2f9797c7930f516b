import FullCalendar, { useCalendarController } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import type { BusinessHoursInput, DatesSetInfo, DropInfo, EventDisplayInfo, EventDropInfo, EventInput } from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './shoot-calendar.css';
import { useEffect, useMemo, useRef } from 'react';
import { useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';
import { formatZonedTimeRange, wallDay } from '@/lib/zoned-time';
import { shootColour } from './shoot-status-colours';

/** One shoot as the calendar draws it. */
export interface CalendarShoot {
  id: number;
  title: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  /** A key of `shootColours`. */
  colourKey: string;
  /** A second line: the photographer, or the address. */
  detail?: string;
  /** Whether it may be dragged to another time. */
  movable?: boolean;
}

/** The studio's working hours, as FullCalendar greys the rest. */
export interface CalendarHours {
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  days: number[];
  /** 'HH:MM' on the business's wall clock. */
  start: string;
  end: string;
}

export type CalendarView = 'timeGridDay' | 'timeGridWeek' | 'dayGridMonth';

export interface ShootCalendarProps {
  shoots: CalendarShoot[];
  /** The business's IANA time zone: every time is drawn on its wall clock. */
  timeZone: string;
  hours?: CalendarHours | null;
  /** Shoots may be dragged to another time. */
  editable?: boolean;
  /** Items of an external `Draggable` may be dropped on the calendar. */
  droppable?: boolean;
  /** A shoot was dragged to `start`; the calendar has already moved it, `revert` puts it back. */
  onMove?: (move: { id: number; start: Date; revert: () => void }) => void;
  /** An external item carrying `data-project-id` was dropped at `start`. */
  onDropItem?: (drop: { projectId: number; start: Date }) => void;
  onOpen?: (id: number) => void;
  /** The visible range changed (first load included): [from, to). */
  onRangeChange?: (range: { from: Date; to: Date }) => void;
  /** An instant to show: when it changes, the calendar goes to its day (in whatever view it is in). */
  focus?: Date | null;
  /** An accessible name for the calendar region. */
  label: string;
}

/** Lines the address may take in a week column, by how tall the shoot is drawn (about 1.5 lines per half hour). */
const titleLines = (minutes: number) => (minutes <= 45 ? 'line-clamp-1' : minutes <= 90 ? 'line-clamp-2' : 'line-clamp-3');

function ShootEvent({ event, timeText, isNarrow }: EventDisplayInfo) {
  const detail = event.extendedProps.detail as string | undefined;
  const minutes = event.start && event.end ? (event.end.getTime() - event.start.getTime()) / 60_000 : 60;
  // The address wraps in a narrow week column rather than being cut after a word, as far as the shoot's height leaves room.
  return (
    <div className="flex min-w-0 flex-col overflow-hidden px-1 leading-tight">
      <span className={cn('font-medium break-words', titleLines(minutes))}>{event.title}</span>
      {!isNarrow && <span className="truncate opacity-90">{timeText}</span>}
      {!isNarrow && detail && <span className="truncate opacity-90">{detail}</span>}
    </div>
  );
}

/**
 * The shoot calendar (FullCalendar): day, week and month views on the business's wall clock,
 * shoots coloured by status. Dragging is offered only when `editable` / `droppable` say so.
 */
export function ShootCalendar({ shoots, timeZone, hours, editable = false, droppable = false, onMove, onDropItem, onOpen, onRangeChange, focus, label }: ShootCalendarProps) {
  const isMobile = useIsMobile();
  const controller = useCalendarController();
  // initialView counts only at mount: when the window narrows to a phone's, the toolbar loses its Week button and
  // seven columns no longer fit, so a week becomes its day; widening again gives that week back. A view the person
  // chose stays as it is.
  const wasMobile = useRef(isMobile);
  const weekNarrowedToDay = useRef(false);
  useEffect(() => {
    if (wasMobile.current === isMobile) return;
    wasMobile.current = isMobile;
    const view = controller.view?.type;
    if (isMobile && view === 'timeGridWeek') {
      controller.changeView('timeGridDay');
      weekNarrowedToDay.current = true;
    } else if (!isMobile && view === 'timeGridDay' && weekNarrowedToDay.current) {
      controller.changeView('timeGridWeek');
      weekNarrowedToDay.current = false;
    }
  }, [isMobile, controller]);
  // Goes to the day on the business's clock, given as text: a Date would be read on the calendar's own terms.
  const focusTime = focus?.getTime();
  useEffect(() => {
    if (focusTime !== undefined) controller.gotoDate(wallDay(focusTime, timeZone));
  }, [focusTime, timeZone, controller]);
  const events = useMemo<EventInput[]>(
    () =>
      shoots.map((shoot) => ({
        id: String(shoot.id),
        title: shoot.title,
        start: shoot.start,
        end: shoot.end,
        color: shootColour(shoot.colourKey).colour,
        contrastColor: '#ffffff',
        startEditable: editable && shoot.movable !== false,
        durationEditable: false,
        extendedProps: { detail: shoot.detail, range: formatZonedTimeRange(shoot.start, shoot.end, timeZone) },
      })),
    [shoots, editable, timeZone],
  );
  const businessHours: BusinessHoursInput | undefined = hours ? { daysOfWeek: hours.days.map((day) => day % 7), startTime: hours.start, endTime: hours.end } : undefined;

  return (
    <div className="shoot-calendar min-w-0" role="region" aria-label={label}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin]}
        controller={controller}
        timeZone={timeZone}
        initialView={isMobile ? 'timeGridDay' : 'timeGridWeek'}
        headerToolbar={isMobile ? { start: 'prev,next today', center: '', end: 'timeGridDay,dayGridMonth' } : { start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek,dayGridMonth' }}
        footerToolbar={isMobile ? { center: 'title' } : false}
        toolbarTitleClass="shoot-calendar-title"
        todayText="Today"
        dayText="Day"
        monthText="Month"
        firstDay={1}
        height="auto"
        slotMinTime="06:00:00"
        slotMaxTime="21:00:00"
        scrollTime="08:00:00"
        allDaySlot={false}
        nowIndicator
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        dayMaxEvents={3}
        businessHours={businessHours}
        events={events}
        editable={editable}
        eventDurationEditable={false}
        droppable={droppable}
        eventContent={(info) => <ShootEvent {...info} />}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen?.(Number(info.event.id));
        }}
        eventDrop={(info: EventDropInfo) => {
          if (info.event.start) onMove?.({ id: Number(info.event.id), start: info.event.start, revert: info.revert });
          else info.revert();
        }}
        drop={(info: DropInfo) => {
          const projectId = Number(info.draggedEl.dataset.projectId);
          if (Number.isInteger(projectId) && projectId > 0) onDropItem?.({ projectId, start: info.date });
        }}
        datesSet={(info: DatesSetInfo) => {
          if (info.view.type !== 'timeGridDay') weekNarrowedToDay.current = false;
          onRangeChange?.({ from: info.start, to: info.end });
        }}
      />
    </div>
  );
}
