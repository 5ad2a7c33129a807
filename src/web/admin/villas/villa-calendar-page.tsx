import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { todayInZone } from '../../../domain/dates';
import { useToast } from '../../ui/toast';
import { daysInMonth, yearMonthOf, type YearMonth } from '../../guest/calendar-math';
import { buttonBase, buttonStyles } from '../ui/button';
import { Card } from '../ui/card';
import { useResortTz } from '../ui/resort-time';
import { ErrorState, LoadingState } from '../ui/states';
import { villaCalendarQuery } from './api';
import { useCan } from '../permissions';
import { AvailabilityCalendar } from './availability-calendar';
import { BlocksCard } from './blocks-card';
import { CalendarDayCard } from './calendar-day-card';
import { NightlyRatesCard } from './nightly-rates-card';
import { PricingRulesCard } from './pricing-rules-card';
import { RoomUnitsCard } from './room-units-card';
import { VillaCalendarDialogs, type CalendarDialog } from './villa-calendar-dialogs';

const pad = (n: number) => String(n).padStart(2, '0');
const monthRange = (ym: YearMonth) => ({
  from: `${ym.year}-${pad(ym.month)}-01`,
  to: `${ym.year}-${pad(ym.month)}-${pad(daysInMonth(ym))}`,
});

/** /admin/villas/:villaId — "{villa} - Availability Calendar" with its blocks, rates and units. */
export function VillaCalendarPage() {
  const can = useCan();
  const canEdit = can('villas.write');
  const canBlock = can('housekeeping');
  const { villaId = '' } = useParams();
  const tz = useResortTz();
  const toast = useToast();
  const today = todayInZone(new Date(), tz);
  const [month, setMonth] = useState<YearMonth>(() => yearMonthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CalendarDialog>(null);
  const unitsHeading = useRef<HTMLHeadingElement>(null);
  // "Add units" (a new villa, or a card without units) lands on the Room Units section.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#room-units') return;
    unitsHeading.current?.scrollIntoView({ block: 'start' });
    unitsHeading.current?.focus({ preventScroll: true });
  }, [hash]);

  const range = monthRange(month);
  const calendar = useQuery({
    ...villaCalendarQuery(villaId, range.from, range.to),
    placeholderData: (p) => p,
  });

  useEffect(() => {
    if (calendar.isError)
      toast({ type: 'error', title: 'Loading Error', message: 'Failed to load availability data' });
  }, [calendar.isError, calendar.errorUpdateCount, toast]);

  if (calendar.isPending) return <LoadingState label="Loading the calendar…" />;
  if (calendar.isError && !calendar.data)
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <ErrorState
          title="Loading Error"
          message={calendar.error.message || 'Failed to load availability data'}
          onRetry={() => void calendar.refetch()}
        />
      </div>
    );
  const cal = calendar.data;
  const villaName = cal.villaName;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <BackLink />
        <h1 className="text-2xl">{villaName} - Availability Calendar</h1>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <AvailabilityCalendar
            month={month}
            onMonthChange={setMonth}
            today={today}
            data={cal.days[0]?.date === range.from ? cal : undefined}
            selected={selected}
            onSelect={setSelected}
            busy={calendar.isFetching}
          />
        </Card>
        <CalendarDayCard
          villaId={villaId}
          calendar={cal}
          selected={selected}
          today={today}
          canBlock={canBlock}
          canEdit={canEdit}
          onBlock={(date) => setDialog({ kind: 'block', date })}
          onRate={(date) => setDialog({ kind: 'rate', date })}
          onUnits={() => {
            unitsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            unitsHeading.current?.focus();
          }}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <BlocksCard
          villaId={villaId}
          today={today}
          canBlock={canBlock}
          onAdd={() => setDialog({ kind: 'block', date: today })}
        />
        <RoomUnitsCard
          villaId={villaId}
          canEdit={canEdit}
          headingRef={unitsHeading}
          onEdit={(unit) => setDialog({ kind: 'unit', unit })}
        />
      </div>

      <NightlyRatesCard
        villaId={villaId}
        canEdit={canEdit}
        onChoose={(date) => setDialog({ kind: 'rate', date })}
      />
      <PricingRulesCard
        villaId={villaId}
        villaName={villaName}
        onEdit={(rule) => setDialog({ kind: 'rule', rule })}
      />

      <VillaCalendarDialogs
        villaId={villaId}
        villaName={villaName}
        today={today}
        dialog={dialog}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/admin/villas" className={`${buttonBase} ${buttonStyles.ghost} self-start px-2`}>
      <ArrowLeft aria-hidden className="size-4" /> All villas
    </Link>
  );
}
