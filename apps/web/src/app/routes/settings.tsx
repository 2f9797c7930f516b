import { CalendarFeedsPanel } from '@/features/calendar-feeds/components/calendar-feeds-panel';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

export default function SettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <SettingsScreen />
      <CalendarFeedsPanel />
    </div>
  );
}
