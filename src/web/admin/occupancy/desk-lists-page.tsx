import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileDown, Printer } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatLongDate, isIsoDate } from '../../../domain/dates';
import { DESK_LIST_COLUMNS, deskListCells } from '../../../domain/desk-lists';
import { NotAllowedPage } from '../not-allowed-page';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { ErrorState, LoadingState } from '../ui/states';
import { deskListsPdfHref, deskListsQuery, type DeskListRow } from './desk-lists-api';
import { useOccupancyParams } from './use-occupancy-params';

const LISTS = [
  { key: 'arrivals', title: 'Arrivals', empty: 'No arrivals.' },
  { key: 'inHouse', title: 'In house', empty: 'No guests in house.' },
  { key: 'departures', title: 'Departures', empty: 'No departures.' },
] as const;

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-forest/30 px-4 py-2 text-sm font-medium text-forest hover:bg-sand';

/** One list as a table; on a phone each booking is a card of labelled lines (no sideways scroll). */
function ListTable({ title, rows, empty }: { title: string; rows: DeskListRow[]; empty: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="print:break-inside-avoid-page">
      <h2 id={id} className="mb-2 text-lg">
        {title} <span className="text-sm font-normal text-muted">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="sr-only md:not-sr-only print:not-sr-only">
            <tr className="border-b-2 border-forest/40 text-left">
              {DESK_LIST_COLUMNS.map((c) => (
                <th key={c} scope="col" className="px-2 py-1.5 font-semibold text-ink">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.bookingId}
                className="mb-3 block rounded-lg border border-sand bg-white p-2 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 print:table-row print:border-0 print:border-b"
              >
                {deskListCells(r).map((cell, i) => (
                  <td
                    key={DESK_LIST_COLUMNS[i]}
                    className="block px-2 py-1 align-top break-words md:table-cell print:table-cell"
                  >
                    <span className="font-medium text-muted md:hidden print:hidden">
                      {DESK_LIST_COLUMNS[i]}:{' '}
                    </span>
                    {cell || '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * /admin/occupancy/lists — the desk's arrivals, in-house and departures of a day on one page made
 * to print (the admin chrome is hidden in print), the same columns as the PDF (decision 0133).
 */
export function DeskListsPage() {
  // The lists name guests and money: roles that see bookings only (housekeeping sees occupancy).
  return useCan()('bookings.read') ? <Lists /> : <NotAllowedPage title="Front desk lists" />;
}

function Lists() {
  const { date, today, update } = useOccupancyParams();
  const lists = useQuery(deskListsQuery(date));
  const dateId = useId();
  return (
    <div className="flex flex-col gap-5 print:gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl">Front desk lists</h1>
          <p className="text-sm text-muted">
            {formatLongDate(date)}
            {date === today ? ' (today)' : ''}
          </p>
        </div>
        <Link
          to={`/admin/occupancy${date === today ? '' : `?date=${date}`}`}
          className={`${linkClass} print:hidden`}
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to occupancy
        </Link>
      </div>
      <div
        role="group"
        aria-label="Date and printing"
        className="flex flex-col gap-3 rounded-xl border border-sand bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-end sm:p-4 print:hidden"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={dateId} className="text-sm font-medium text-ink">
            Date
          </label>
          <input
            id={dateId}
            type="date"
            className={`${inputClass} min-h-11`}
            value={date}
            onChange={(e) => {
              if (isIsoDate(e.target.value)) update({ date: e.target.value });
            }}
          />
        </div>
        <Button className="min-h-11" onClick={() => window.print()} disabled={!lists.data}>
          <Printer aria-hidden className="size-4" />
          Print
        </Button>
        <a className={linkClass} href={deskListsPdfHref(date)} download>
          <FileDown aria-hidden className="size-4" />
          Download PDF
        </a>
      </div>
      {lists.isPending ? <LoadingState label="Loading the lists…" /> : null}
      {lists.isError && !lists.data ? (
        <ErrorState
          title="Loading Error"
          message="Failed to load the front desk lists"
          onRetry={() => void lists.refetch()}
        />
      ) : null}
      {lists.data
        ? LISTS.map((l) => (
            <ListTable key={l.key} title={l.title} rows={lists.data[l.key]} empty={l.empty} />
          ))
        : null}
    </div>
  );
}
