import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  HOUSEKEEPING_LABELS,
  HOUSEKEEPING_STATES,
  NEXT_HOUSEKEEPING_STATE,
  type HousekeepingChange,
  type HousekeepingState,
} from '../../../domain/housekeeping';
import { OCCUPANCY_KEY } from '../occupancy/api';
import { useCan } from '../permissions';
import { FilterBar } from '../ui/filter-bar';
import { inputClass } from '../ui/field';
import { PageHeader } from '../ui/page-header';
import { RefreshButton } from '../ui/refresh-button';
import { useResortTz } from '../ui/resort-time';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  changeHousekeeping,
  HOUSEKEEPING_KEY,
  housekeepingQuery,
  type HousekeepingChangeResult,
  type HousekeepingUnit,
} from './api';
import { OutOfOrderDialog } from './out-of-order-dialog';
import { RoomCard } from './room-card';

const isState = (v: string | null): v is HousekeepingState =>
  (HOUSEKEEPING_STATES as readonly string[]).includes(v ?? '');

function Filters({
  units,
  villa,
  state,
  set,
}: {
  units: HousekeepingUnit[];
  villa: string;
  state: string;
  set: (key: 'villa' | 'state', value: string) => void;
}) {
  const villas = [...new Map(units.map((u) => [u.villaId, u.villaName])).entries()];
  const count = (s: HousekeepingState) => units.filter((u) => u.state === s).length;
  return (
    <FilterBar label="Housekeeping filters">
      <div className="grid grid-cols-2 gap-3 md:flex md:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor="hk-villa" className="text-sm font-medium text-ink">
            Villa
          </label>
          <select
            id="hk-villa"
            className={`${inputClass} min-h-11`}
            value={villa}
            onChange={(e) => set('villa', e.target.value)}
          >
            <option value="">All villas</option>
            {villas.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="hk-state" className="text-sm font-medium text-ink">
            State
          </label>
          <select
            id="hk-state"
            className={`${inputClass} min-h-11`}
            value={state}
            onChange={(e) => set('state', e.target.value)}
          >
            <option value="">All states</option>
            {HOUSEKEEPING_STATES.map((s) => (
              <option key={s} value={s}>
                {HOUSEKEEPING_LABELS[s]} ({count(s)})
              </option>
            ))}
          </select>
        </div>
      </div>
    </FilterBar>
  );
}

/**
 * Housekeeping (issue 25, decision 0133): every room's state, one tap to move it to its next state,
 * out of order with a note; filters by villa and state live in the URL. Works on a phone.
 */
export default function HousekeepingPage() {
  const query = useQuery(housekeepingQuery);
  const can = useCan();
  const timeZone = useResortTz();
  const [params, setParams] = useSearchParams();
  const [noteFor, setNoteFor] = useState<HousekeepingUnit | null>(null);
  const villa = params.get('villa') ?? '';
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : '';
  const set = (key: 'villa' | 'state', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const change = useAdminMutation<
    { unit: HousekeepingUnit; body: HousekeepingChange },
    HousekeepingChangeResult
  >({
    mutationFn: ({ unit, body }) => changeHousekeeping(unit.unitId, body),
    invalidate: [[...HOUSEKEEPING_KEY], [...OCCUPANCY_KEY]],
    success: (r) =>
      r.warning
        ? { type: 'warning', title: 'Room Updated', message: r.warning }
        : {
            type: 'success',
            title: 'Room Updated',
            message: `${r.unitNumber} is ${HOUSEKEEPING_LABELS[r.state].toLowerCase()}`,
          },
    failure: { title: 'Update Failed', message: 'Failed to update the room' },
    // A refused tap (someone else changed the room) shows the board as it is now.
    onSuccess: () => setNoteFor(null),
  });

  const units = query.data ?? [];
  const shown = units.filter(
    (u) => (!villa || u.villaId === villa) && (!state || u.state === state),
  );
  const busyUnit = change.isPending ? change.variables?.unit.unitId : undefined;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Housekeeping"
        description="Tap a room to move it to its next state. Rooms ready for guests are clean or inspected."
      >
        <RefreshButton
          refresh={() => query.refetch()}
          message="Housekeeping data has been updated"
          busy={query.isFetching}
        />
      </PageHeader>
      {query.isPending ? <LoadingState label="Loading rooms…" /> : null}
      {query.isError && !query.data ? (
        <ErrorState
          title="Loading Error"
          message="Failed to load housekeeping data"
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data ? (
        <>
          <Filters units={units} villa={villa} state={state} set={set} />
          <p className="text-sm text-muted" aria-live="polite">
            {shown.length} of {units.length} rooms
          </p>
          {shown.length === 0 ? (
            <EmptyState title="No rooms match" message="Clear a filter to see more rooms." />
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {shown.map((unit) => (
                <RoomCard
                  key={unit.unitId}
                  unit={unit}
                  timeZone={timeZone}
                  canChange={can('housekeeping')}
                  busy={busyUnit === unit.unitId}
                  onNext={() =>
                    change.mutate({ unit, body: { state: NEXT_HOUSEKEEPING_STATE[unit.state] } })
                  }
                  onOutOfOrder={() => setNoteFor(unit)}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
      <OutOfOrderDialog
        unit={noteFor}
        busy={change.isPending}
        onClose={() => setNoteFor(null)}
        onSave={(note) =>
          noteFor && change.mutate({ unit: noteFor, body: { state: 'out_of_order', note } })
        }
      />
    </div>
  );
}
