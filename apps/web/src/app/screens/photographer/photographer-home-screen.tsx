import { PageHeader } from '@/components/page-header';
import { CalendarFeedCard } from '@/features/calendar-feeds/components/calendar-feed-card';
import { MyCalendar } from '@/features/photographer/components/my-calendar';
import { MyShootsList } from '@/features/photographer/components/my-shoots-list';
import { useSchedulingSettings } from '@/lib/scheduling-settings';
import { zoneAbbreviation } from '@/lib/zoned-time';

/** /photographer: the photographer's calendar and shoots (their own only), and their private calendar feed. */
export function PhotographerHomeScreen() {
  const { timeZone, workingHours } = useSchedulingSettings();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Shoots" description={`The shoots the studio has booked you for, on the studio's clock: ${timeZone} (${zoneAbbreviation(new Date(), timeZone)}).`} />
      <MyCalendar timeZone={timeZone} hours={workingHours} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Shoot list" className="min-w-0">
          <MyShootsList timeZone={timeZone} />
        </section>
        <CalendarFeedCard whose="your shoots" />
      </div>
    </div>
  );
}
