import { CalendarDays, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { VillaStatus } from '../../../domain/enums';
import { VILLA_STATUS_LABELS } from '../../../domain/inventory';
import { formatInr } from '../../ui/format';
import { buttonBase, buttonStyles } from '../ui/button';
import { CardAction, Figures } from '../ui/catalogue';
import { CardImage, SelectCheckbox } from '../ui/selection';
import { Badge } from '../ui/status-badge';
import type { AdminVillaCard } from './api';
import { DEFAULT_VILLA_IMAGE } from './villa-form-dialog';
import { REVENUE_HINT } from '../../../domain/money-figures';

const SHOWN_AMENITIES = 3;

const VILLA_STATUS_BADGE: Record<VillaStatus, string> = {
  active: 'bg-green-100 text-green-900',
  inactive: 'bg-stone-200 text-stone-800',
  maintenance: 'bg-amber-100 text-amber-900',
};

const oneDecimal = (n: number) => n.toFixed(1);

/**
 * A villa's card: picture, units, status, selection, price, guests, amenities, figures, how full
 * it is tonight, the active switch, and its calendar, edit and delete.
 */
export function VillaCard({
  villa: v,
  selected,
  onSelect,
  onToggle,
  toggling,
  onEdit,
  onDelete,
  editable,
}: {
  villa: AdminVillaCard;
  selected: boolean;
  onSelect: () => void;
  onToggle: () => void;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** False for roles that may not change villas: no select, switch, Edit or Delete. */
  editable: boolean;
}) {
  const active = v.status === 'active';
  // Only a villa with a room unit can be switched on (the server refuses otherwise; decision 0119).
  const needsUnits = !active && v.totalUnits === 0;
  const occupiedShare = v.totalUnits > 0 ? (v.occupiedNow / v.totalUnits) * 100 : 0;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-sand bg-white shadow-sm">
      <div className="relative">
        <CardImage
          src={v.images[0]}
          fallback={DEFAULT_VILLA_IMAGE}
          className="h-36 w-full object-cover"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-ink">
          {v.totalUnits} {v.totalUnits === 1 ? 'unit' : 'units'}
        </span>
        <span className="absolute top-2 right-2">
          <Badge className={VILLA_STATUS_BADGE[v.status]}>{VILLA_STATUS_LABELS[v.status]}</Badge>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {editable ? (
          <SelectCheckbox checked={selected} onChange={onSelect} name={v.name}>
            <h2 className="text-lg leading-tight">{v.name}</h2>
          </SelectCheckbox>
        ) : (
          <h2 className="text-lg leading-tight">{v.name}</h2>
        )}
        <p className="line-clamp-2 text-sm text-muted">{v.description}</p>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-ink">
            {formatInr(v.basePrice)} <span className="text-sm font-normal text-muted">/ night</span>
          </p>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Users aria-hidden className="size-4" /> Up to {v.maxGuests} guests
          </p>
        </div>
        {v.amenities.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={`Amenities of ${v.name}`}>
            {v.amenities.slice(0, SHOWN_AMENITIES).map((a) => (
              <li key={a} className="rounded-full bg-cream px-2 py-0.5 text-xs text-ink">
                {a}
              </li>
            ))}
            {v.amenities.length > SHOWN_AMENITIES ? (
              <li className="px-1 py-0.5 text-xs text-muted">
                +{v.amenities.length - SHOWN_AMENITIES} more
              </li>
            ) : null}
          </ul>
        ) : null}
        <Figures
          className="grid grid-cols-3 gap-2 border-t border-sand pt-2 text-sm"
          items={[
            { label: 'Bookings', value: v.bookings },
            { label: 'Revenue this month', value: formatInr(v.revenue), title: REVENUE_HINT },
            {
              label: 'Occupancy',
              value: `${oneDecimal(v.occupancyRate)}%`,
              title: 'Occupied unit-nights over the last 30 nights',
            },
          ]}
        />
        <div>
          <div className="flex justify-between text-xs text-muted">
            <span id={`occ-${v.id}`}>Occupied tonight</span>
            <span>
              {v.occupiedNow}/{v.totalUnits} units
            </span>
          </div>
          <div
            role="meter"
            aria-labelledby={`occ-${v.id}`}
            aria-valuemin={0}
            aria-valuemax={v.totalUnits}
            aria-valuenow={v.occupiedNow}
            aria-valuetext={`${v.occupiedNow} of ${v.totalUnits} units occupied`}
            className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-forest" style={{ width: `${occupiedShare}%` }} />
          </div>
        </div>
        <div className="mt-auto flex flex-col gap-2 border-t border-sand pt-2">
          {editable ? (
            <div className="flex items-center gap-2 text-sm">
              <button
                type="button"
                role="switch"
                aria-checked={active}
                aria-label={`${v.name} active`}
                disabled={toggling || needsUnits}
                aria-describedby={needsUnits ? `units-${v.id}` : undefined}
                onClick={onToggle}
                className={`relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-60 ${active ? 'bg-forest' : 'bg-stone-400'}`}
              >
                <span
                  aria-hidden
                  className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-5' : ''}`}
                />
              </button>
              <span aria-hidden>{active ? 'Active' : 'Inactive'}</span>
            </div>
          ) : null}
          {needsUnits ? (
            <p id={`units-${v.id}`} className="text-xs text-amber-900">
              No room units yet.{' '}
              <Link to={`${v.id}#room-units`} className="font-medium underline underline-offset-2">
                Add units
              </Link>{' '}
              to make it Active.
            </p>
          ) : null}
          <div className="grid grid-cols-3 gap-1">
            <Link
              to={v.id}
              className={`${buttonBase} ${buttonStyles.ghost} px-2`}
              aria-label={`Availability calendar of ${v.name}`}
            >
              <CalendarDays aria-hidden className="size-4 shrink-0" /> Calendar
            </Link>
            {editable ? (
              <>
                <CardAction icon={Pencil} label="Edit" item={v.name} onClick={onEdit} />
                <CardAction icon={Trash2} label="Delete" item={v.name} onClick={onDelete} danger />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
