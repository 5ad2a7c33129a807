import { Pencil } from 'lucide-react';
import { formatInr } from '../../ui/format';
import { Button } from '../ui/button';
import { Figures } from '../ui/catalogue';
import { Modal } from '../ui/modal';
import type { AdminPackage } from './api';
import { priceText } from './package-card';
import { REVENUE_HINT } from '../../../domain/money-figures';

/** A package in full: description, figures, every inclusion, and Edit. */
export function PackageViewDialog({
  pkg,
  onClose,
  onEdit,
}: {
  /** null = closed */
  pkg: AdminPackage | null;
  onClose: () => void;
  onEdit: (pkg: AdminPackage) => void;
}) {
  return (
    <Modal open={pkg !== null} onOpenChange={(o) => !o && onClose()} title={pkg?.name ?? ''} wide>
      {pkg ? (
        <div className="flex flex-col gap-3 text-sm">
          <p>{pkg.description}</p>
          <Figures
            className="grid grid-cols-2 gap-3 sm:grid-cols-4"
            items={[
              { label: 'Price', value: priceText(pkg) },
              { label: 'Status', value: pkg.isActive ? 'Active' : 'Inactive' },
              { label: 'Bookings', value: pkg.bookings },
              { label: 'Revenue this month', value: formatInr(pkg.revenue), title: REVENUE_HINT },
            ]}
          />
          <h3 className="font-semibold">Inclusions</h3>
          <ul className="list-disc pl-5">
            {pkg.inclusions.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Button onClick={() => onEdit(pkg)}>
              <Pencil aria-hidden className="size-4" /> Edit
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
