import { Eye, Pencil, Power, Trash2 } from 'lucide-react';
import { formatInr } from '../../ui/format';
import { CardAction, Figures } from '../ui/catalogue';
import { CardImage, SelectCheckbox } from '../ui/selection';
import { Badge } from '../ui/status-badge';
import type { AdminPackage } from './api';
import { DEFAULT_PACKAGE_IMAGE } from './package-form-dialog';
import { REVENUE_HINT } from '../../../domain/money-figures';

const SHOWN_INCLUSIONS = 3;

export const priceText = (p: Pick<AdminPackage, 'price' | 'duration'>) =>
  p.price === 0 ? 'Free' : `${formatInr(p.price)} · ${p.duration}`;

/** A package's card: picture, selection, status, price, popularity, inclusions and actions. */
export function PackageCard({
  pkg: p,
  selected,
  onSelect,
  onView,
  onEdit,
  onToggle,
  toggling,
  onDelete,
}: {
  pkg: AdminPackage;
  selected: boolean;
  onSelect: () => void;
  onView: () => void;
  /** Edit, (de)activate and delete: absent for a role without packages.write (decision 0123). */
  onEdit?: () => void;
  onToggle?: () => void;
  toggling: boolean;
  onDelete?: () => void;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-sand bg-white shadow-sm">
      <CardImage
        src={p.images[0]}
        fallback={DEFAULT_PACKAGE_IMAGE}
        className="h-28 w-full rounded-t-xl object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <SelectCheckbox checked={selected} onChange={onSelect} name={p.name}>
            <h2 className="text-lg leading-tight">{p.name}</h2>
          </SelectCheckbox>
          <Badge
            className={p.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}
          >
            {p.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        <p className="line-clamp-2 text-sm text-muted">{p.description}</p>
        <p className="font-semibold text-ink">{priceText(p)}</p>
        <p className="text-sm">
          Popularity: <strong>{p.popularity}%</strong>
        </p>
        <ul className="list-disc pl-5 text-sm">
          {p.inclusions.slice(0, SHOWN_INCLUSIONS).map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
        {p.inclusions.length > SHOWN_INCLUSIONS ? (
          <p className="text-xs text-muted">
            +{p.inclusions.length - SHOWN_INCLUSIONS} more inclusions
          </p>
        ) : null}
        <Figures
          className="mt-auto grid grid-cols-2 gap-2 border-t border-sand pt-2 text-sm"
          items={[
            { label: 'Bookings', value: p.bookings },
            { label: 'Revenue this month', value: formatInr(p.revenue), title: REVENUE_HINT },
          ]}
        />
        <div className="flex flex-wrap gap-1">
          <CardAction icon={Eye} label="View" item={p.name} onClick={onView} />
          {onEdit ? <CardAction icon={Pencil} label="Edit" item={p.name} onClick={onEdit} /> : null}
          {onToggle ? (
            <CardAction
              icon={Power}
              label={p.isActive ? 'Deactivate' : 'Activate'}
              item={p.name}
              onClick={onToggle}
              disabled={toggling}
            />
          ) : null}
          {onDelete ? (
            <CardAction icon={Trash2} label="Delete" item={p.name} onClick={onDelete} danger />
          ) : null}
        </div>
      </div>
    </li>
  );
}
