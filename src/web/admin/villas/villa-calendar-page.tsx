import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban, BedDouble, IndianRupee, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { addDays, formatLongDate, formatShortDate, todayInZone } from '../../../domain/dates';
import {
  BLOCK_TYPE_LABELS,
  daysOfWeekLabel,
  RATE_PREVIEW_DAYS,
  UNIT_STATUS_LABELS,
} from '../../../domain/inventory';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { daysInMonth, yearMonthOf, type YearMonth } from '../../guest/calendar-math';
import { Button, buttonBase, buttonStyles } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useResortTz } from '../ui/resort-time';
import { Badge, StatusBadge } from '../ui/status-badge';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  deleteBlock,
  deleteUnit,
  pricingRulesQuery,
  ratePreviewQuery,
  updatePricingRule,
  villaBlocksQuery,
  villaCalendarDayQuery,
  villaCalendarQuery,
  villaChangeKeys,
  villaUnitsQuery,
  type Block,
  type PricingRuleRow,
  type RoomUnit,
} from './api';
import { ImportedNights } from '../channels/imported-nights';
import { AvailabilityCalendar } from './availability-calendar';
import { BlockDialog } from './block-dialog';
import { useCan } from '../permissions';
import { RateDialog } from './rate-dialog';
import { RuleFormDialog } from './rule-form-dialog';
import { UnitFormDialog } from './unit-form-dialog';

const pad = (n: number) => String(n).padStart(2, '0');
const monthRange = (ym: YearMonth) => ({
  from: `${ym.year}-${pad(ym.month)}-01`,
  to: `${ym.year}-${pad(ym.month)}-${pad(daysInMonth(ym))}`,
});
/** Blocks listed: from today for a year. */
const BLOCK_LIST_DAYS = 366;

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
  const [dialog, setDialog] = useState<
    | { kind: 'block'; date: string }
    | { kind: 'rate'; date: string }
    | { kind: 'unit'; unit: RoomUnit | null }
    | { kind: 'rule'; rule: PricingRuleRow | null }
    | null
  >(null);
  const [removingBlock, setRemovingBlock] = useState<Block | null>(null);
  const [deletingUnit, setDeletingUnit] = useState<RoomUnit | null>(null);
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
  const day = useQuery({
    ...villaCalendarDayQuery(villaId, selected ?? today),
    enabled: selected !== null,
  });
  const units = useQuery(villaUnitsQuery(villaId));
  const blocks = useQuery(villaBlocksQuery(villaId, today, addDays(today, BLOCK_LIST_DAYS)));
  const rates = useQuery(ratePreviewQuery(villaId));
  const rules = useQuery(pricingRulesQuery);

  useEffect(() => {
    if (calendar.isError)
      toast({ type: 'error', title: 'Loading Error', message: 'Failed to load availability data' });
  }, [calendar.isError, calendar.errorUpdateCount, toast]);

  const removeBlock = useAdminMutation({
    mutationFn: (b: Block) => deleteBlock(b.id),
    invalidate: villaChangeKeys,
    success: (_r, b) => ({
      type: 'success',
      title: 'Block Removed',
      message: `${b.unitNumbers.join(', ')} can be booked again`,
    }),
    failure: { title: 'Remove Failed', message: 'Failed to remove the block' },
    onSuccess: () => setRemovingBlock(null),
  });
  const removeUnit = useAdminMutation({
    mutationFn: (u: RoomUnit) => deleteUnit(u.id),
    invalidate: villaChangeKeys,
    success: (_r, u) => ({
      type: 'success',
      title: 'Unit Deleted',
      message: `${u.unitNumber} has been deleted`,
    }),
    failure: { title: 'Delete Failed', message: 'Failed to delete the room unit' },
    onSuccess: () => setDeletingUnit(null),
  });
  const toggleRule = useAdminMutation({
    mutationFn: (r: PricingRuleRow) => updatePricingRule(r.id, { isActive: !r.isActive }),
    invalidate: villaChangeKeys,
    success: (r) => ({
      type: 'success',
      title: 'Rule Updated',
      message: `${r.name} is now ${r.isActive ? 'active' : 'inactive'}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update the pricing rule' },
  });

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
  const selectedDay = selected ? cal.days.find((d) => d.date === selected) : undefined;
  const isPast = selected !== null && selected < today;
  const nights = rates.data?.nights ?? [];
  const villaRules = (rules.data?.items ?? []).filter(
    (r) => r.villaId === null || r.villaId === villaId,
  );
  const unitList = units.data?.items ?? [];

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
        <Card title={selected ? formatLongDate(selected) : 'Select a day'}>
          {!selected ? (
            <p className="text-sm text-muted">
              Choose a day in the calendar to see its units and stays, and to block it or change its
              rate.
            </p>
          ) : (
            <div className="flex flex-col gap-3 text-sm" aria-live="polite">
              {selectedDay ? (
                <dl className="grid grid-cols-3 gap-2">
                  <Figure label="Total units" value={cal.totalUnits} />
                  <Figure label="Available" value={selectedDay.available} />
                  <Figure label="Booked" value={selectedDay.booked} />
                </dl>
              ) : null}
              {selectedDay && selectedDay.blocked > 0 ? (
                <p className="text-amber-900">{selectedDay.blocked} blocked</p>
              ) : null}
              {day.data ? <ImportedNights items={day.data.imported} /> : null}
              <h3 className="font-sans font-semibold text-ink">Current bookings</h3>
              {day.isPending ? (
                <p className="text-muted">Loading…</p>
              ) : day.data && day.data.bookings.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {day.data.bookings.map((b) => (
                    <li
                      key={b.bookingId}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand p-2"
                    >
                      <span>
                        <Link
                          to={`/admin/bookings/${b.bookingId}`}
                          className="font-medium text-forest underline"
                        >
                          {b.guestName}
                        </Link>{' '}
                        · {b.guests} {b.guests === 1 ? 'guest' : 'guests'} · {b.units.join(', ')}
                      </span>
                      <StatusBadge kind="booking" status={b.status} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted">No bookings this night.</p>
              )}
              {day.data && day.data.blocks.length > 0 ? (
                <>
                  <h3 className="font-sans font-semibold text-ink">Blocked units</h3>
                  <ul className="flex flex-col gap-1">
                    {day.data.blocks.map((b) => (
                      <li key={`${b.blockId}-${b.unitNumber}`}>
                        {b.unitNumber}: {BLOCK_TYPE_LABELS[b.type]}
                        {b.notes ? ` — ${b.notes}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <div className="flex flex-wrap gap-2 border-t border-sand pt-3">
                {canBlock ? (
                  <Button
                    variant="secondary"
                    disabled={isPast}
                    onClick={() => setDialog({ kind: 'block', date: selected })}
                  >
                    <Ban aria-hidden className="size-4" /> Block
                  </Button>
                ) : null}
                {canEdit ? (
                  <Button
                    variant="secondary"
                    disabled={isPast}
                    onClick={() => setDialog({ kind: 'rate', date: selected })}
                  >
                    <IndianRupee aria-hidden className="size-4" /> Rate
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  disabled={isPast}
                  onClick={() => {
                    unitsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    unitsHeading.current?.focus();
                  }}
                >
                  <BedDouble aria-hidden className="size-4" /> Units
                </Button>
              </div>
              {isPast ? <p className="text-muted">Past dates cannot be changed.</p> : null}
            </div>
          )}
        </Card>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card
          title="Blocks"
          action={
            canBlock ? (
              <Button variant="secondary" onClick={() => setDialog({ kind: 'block', date: today })}>
                <Ban aria-hidden className="size-4" /> Block Date(s)
              </Button>
            ) : undefined
          }
        >
          {blocks.isPending ? (
            <LoadingState label="Loading blocks…" />
          ) : blocks.isError ? (
            <ErrorState title="Loading Error" message="Failed to load the blocks" />
          ) : blocks.data.items.length === 0 ? (
            <EmptyState title="No blocks" message="Every unit can be booked on every night." />
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Blocks">
              {blocks.data.items.map((b) => (
                <li
                  key={b.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand p-3 text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-medium">
                      {b.from === b.to
                        ? formatShortDate(b.from)
                        : `${formatShortDate(b.from)} – ${formatShortDate(b.to)}`}{' '}
                      <Badge className="bg-amber-100 text-amber-900">
                        {BLOCK_TYPE_LABELS[b.type]}
                      </Badge>
                    </p>
                    <p className="text-muted">
                      {b.unitNumbers.join(', ')}
                      {b.notes ? ` · ${b.notes}` : ''}
                    </p>
                  </div>
                  {canBlock ? (
                    <Button
                      variant="ghost"
                      className="px-2 text-red-800"
                      onClick={() => setRemovingBlock(b)}
                      aria-label={`Remove block ${b.unitNumbers.join(', ')} ${b.from} to ${b.to}`}
                    >
                      <Trash2 aria-hidden className="size-4" /> Remove
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <section
          aria-labelledby="units-heading"
          className="rounded-xl border border-sand bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id="units-heading" ref={unitsHeading} tabIndex={-1} className="text-lg">
              Room Units ({unitList.length})
            </h2>
            {canEdit ? (
              <Button variant="secondary" onClick={() => setDialog({ kind: 'unit', unit: null })}>
                <Plus aria-hidden className="size-4" /> Add Unit
              </Button>
            ) : null}
          </div>
          {units.isPending ? (
            <LoadingState label="Loading units…" />
          ) : units.isError ? (
            <ErrorState title="Loading Error" message="Failed to load the room units" />
          ) : unitList.length === 0 ? (
            <EmptyState
              title="No room units"
              message="Guests cannot book a villa without units. Add its first unit with Add Unit; then the villa can be made Active."
            />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted">
                  <tr>
                    <th className="py-1 pr-2 font-medium">Unit</th>
                    <th className="py-1 pr-2 font-medium">Floor</th>
                    <th className="py-1 pr-2 font-medium">View</th>
                    <th className="py-1 pr-2 font-medium">Status</th>
                    <th className="py-1 font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {unitList.map((u) => (
                    <tr key={u.id} className="border-t border-sand">
                      <td className="py-1.5 pr-2 font-medium whitespace-nowrap">{u.unitNumber}</td>
                      <td className="py-1.5 pr-2">{u.floor}</td>
                      <td className="py-1.5 pr-2">{u.viewType ?? '—'}</td>
                      <td className="py-1.5 pr-2">
                        <Badge
                          className={
                            u.status === 'available'
                              ? 'bg-green-100 text-green-900'
                              : 'bg-amber-100 text-amber-900'
                          }
                        >
                          {UNIT_STATUS_LABELS[u.status]}
                        </Badge>
                      </td>
                      <td className="py-1 text-right whitespace-nowrap">
                        {canEdit ? (
                          <>
                            <Button
                              variant="ghost"
                              className="px-2"
                              aria-label={`Edit ${u.unitNumber}`}
                              onClick={() => setDialog({ kind: 'unit', unit: u })}
                            >
                              <Pencil aria-hidden className="size-4" />
                            </Button>
                            <Button
                              variant="ghost"
                              className="px-2 text-red-800"
                              aria-label={`Delete ${u.unitNumber}`}
                              onClick={() => setDeletingUnit(u)}
                            >
                              <Trash2 aria-hidden className="size-4" />
                            </Button>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>

      <Card title={`Nightly Rates: next ${RATE_PREVIEW_DAYS} nights`}>
        {rates.isPending ? (
          <LoadingState label="Loading rates…" />
        ) : rates.isError ? (
          <ErrorState title="Loading Error" message="Failed to load the rates" />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">
              Base price {formatInr(rates.data.basePrice)}. Choose a night to set or clear its
              special rate.
            </p>
            <ul
              className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8"
              aria-label="Nightly rates"
            >
              {nights.map((n) => (
                <li key={n.date}>
                  <button
                    type="button"
                    disabled={!canEdit}
                    onClick={() => setDialog({ kind: 'rate', date: n.date })}
                    title={n.override !== null ? 'Special rate' : (n.reason ?? 'Base price')}
                    className={`flex w-full flex-col rounded-lg border p-2 text-left text-xs hover:bg-sand ${n.override !== null ? 'border-amber-400 bg-amber-50' : n.reason ? 'border-sky-300 bg-sky-50' : 'border-sand'}`}
                  >
                    <span className="sr-only">Rate for </span>
                    <span className="text-muted">{formatShortDate(n.date)}</span>
                    <span className="text-sm font-semibold text-ink">{formatInr(n.rate)}</span>
                    <span className="sr-only">
                      {n.override !== null ? ' (special rate)' : n.reason ? ` (${n.reason})` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <ul className="mt-2 flex flex-wrap gap-3 text-xs text-muted" aria-label="Rate legend">
              <li className="flex items-center gap-1">
                <span aria-hidden className="inline-block size-3 rounded border border-sand" />
                Base price
              </li>
              <li className="flex items-center gap-1">
                <span
                  aria-hidden
                  className="inline-block size-3 rounded border border-sky-300 bg-sky-50"
                />
                Pricing rule
              </li>
              <li className="flex items-center gap-1">
                <span
                  aria-hidden
                  className="inline-block size-3 rounded border border-amber-400 bg-amber-50"
                />
                Special rate
              </li>
            </ul>
          </>
        )}
      </Card>

      <Card
        title="Pricing Rules"
        action={
          <Button variant="secondary" onClick={() => setDialog({ kind: 'rule', rule: null })}>
            <Plus aria-hidden className="size-4" /> Add Rule
          </Button>
        }
      >
        {rules.isPending ? (
          <LoadingState label="Loading rules…" />
        ) : rules.isError ? (
          <ErrorState title="Loading Error" message="Failed to load the pricing rules" />
        ) : villaRules.length === 0 ? (
          <EmptyState title="No pricing rules" message="Every night is sold at the base price." />
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Pricing rules">
            {villaRules.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {r.name} <span className="text-forest">× {r.priceModifier}</span>{' '}
                    <Badge
                      className={
                        r.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'
                      }
                    >
                      {r.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </p>
                  <p className="text-muted">
                    {r.villaId === null ? 'All villas' : villaName} ·{' '}
                    {r.startDate || r.endDate
                      ? `${r.startDate ? formatShortDate(r.startDate) : 'any time'} – ${r.endDate ? formatShortDate(r.endDate) : 'open'}`
                      : 'All dates'}{' '}
                    · {daysOfWeekLabel(r.daysOfWeek)}
                    {r.minNights ? ` · minimum ${r.minNights} nights` : ''}
                    {r.closedToArrival ? ' · closed to arrival' : ''}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="px-2"
                    aria-label={`Edit rule ${r.name}`}
                    onClick={() => setDialog({ kind: 'rule', rule: r })}
                  >
                    <Pencil aria-hidden className="size-4" /> Edit
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2"
                    disabled={toggleRule.isPending}
                    onClick={() => toggleRule.mutate(r)}
                    aria-label={`${r.isActive ? 'Deactivate' : 'Activate'} rule ${r.name}`}
                  >
                    {r.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <BlockDialog
        open={dialog?.kind === 'block'}
        onOpenChange={(o) => !o && setDialog(null)}
        villaId={villaId}
        villaName={villaName}
        units={unitList}
        date={dialog?.kind === 'block' ? dialog.date : today}
        today={today}
      />
      <RateDialog
        open={dialog?.kind === 'rate'}
        onOpenChange={(o) => !o && setDialog(null)}
        villaId={villaId}
        villaName={villaName}
        date={dialog?.kind === 'rate' ? dialog.date : today}
        night={dialog?.kind === 'rate' ? nights.find((n) => n.date === dialog.date) : undefined}
      />
      <UnitFormDialog
        open={dialog?.kind === 'unit'}
        onOpenChange={(o) => !o && setDialog(null)}
        villaId={villaId}
        unit={dialog?.kind === 'unit' ? dialog.unit : null}
      />
      <RuleFormDialog
        open={dialog?.kind === 'rule'}
        onOpenChange={(o) => !o && setDialog(null)}
        villaId={villaId}
        villaName={villaName}
        rule={dialog?.kind === 'rule' ? dialog.rule : null}
      />
      <ConfirmDialog
        open={removingBlock !== null}
        onOpenChange={(o) => !o && setRemovingBlock(null)}
        title="Remove Block"
        message={
          removingBlock
            ? `Remove the ${BLOCK_TYPE_LABELS[removingBlock.type].toLowerCase()} block of ${removingBlock.unitNumbers.join(', ')} (${formatShortDate(removingBlock.from)} – ${formatShortDate(removingBlock.to)})? Guests can book those nights again.`
            : ''
        }
        confirmLabel="Remove Block"
        busy={removeBlock.isPending}
        onConfirm={() => removingBlock && removeBlock.mutate(removingBlock)}
      />
      <ConfirmDialog
        open={deletingUnit !== null}
        onOpenChange={(o) => !o && setDeletingUnit(null)}
        title="Delete Room Unit"
        message={
          deletingUnit
            ? `Delete ${deletingUnit.unitNumber}? A unit with active bookings cannot be deleted.`
            : ''
        }
        confirmLabel="Delete Unit"
        busy={removeUnit.isPending}
        onConfirm={() => deletingUnit && removeUnit.mutate(deletingUnit)}
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

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-cream p-2 text-center">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
