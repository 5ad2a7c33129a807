import { useCan } from '../permissions';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, IndianRupee, Package, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { PACKAGE_DELETE_REFUSED } from '../../../domain/admin-forms';
import { formatInr } from '../../ui/format';
import { Button } from '../ui/button';
import { CatalogueGrid, CatalogueHeader, DeleteConfirmDialog } from '../ui/catalogue';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { StatCard, StatGrid } from '../ui/stat-card';
import { SelectionBar, useSelection } from '../ui/selection';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  adminPackagesKey,
  adminPackagesQuery,
  deletePackage,
  guestPackagesKey,
  setPackagesActive,
  type AdminPackage,
} from './api';
import { PackageCard } from './package-card';
import { PackageFormDialog } from './package-form-dialog';
import { PackageViewDialog } from './package-view-dialog';
import { REVENUE_HINT } from '../../../domain/money-figures';
import { rangeLabel } from '../../../domain/reports';

export default function PackagesPage() {
  const query = useQuery(adminPackagesQuery);
  const selection = useSelection();
  const [form, setForm] = useState<{ open: boolean; pkg: AdminPackage | null }>({
    open: false,
    pkg: null,
  });
  const [viewing, setViewing] = useState<AdminPackage | null>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);
  const [bulk, setBulk] = useState<boolean | null>(null);

  const toggle = useAdminMutation({
    mutationFn: (p: AdminPackage) => setPackagesActive([p.id], !p.isActive),
    invalidate: [adminPackagesKey, guestPackagesKey],
    success: (_r, p) => ({
      type: 'success',
      title: 'Status Updated',
      message: `${p.name} is now ${p.isActive ? 'inactive' : 'active'}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update package status' },
  });
  const bulkUpdate = useAdminMutation({
    mutationFn: (isActive: boolean) => setPackagesActive(selection.ids, isActive),
    invalidate: [adminPackagesKey, guestPackagesKey],
    success: (r) => ({
      type: 'success',
      title: 'Bulk Update Complete',
      message: `Updated ${r.updated} packages`,
    }),
    failure: { title: 'Bulk Update Failed', message: 'Failed to update package statuses' },
    onSuccess: () => {
      selection.clear();
      setBulk(null);
    },
  });

  const data = query.data;
  const canWrite = useCan()('packages.write');
  const openAdd = canWrite ? () => setForm({ open: true, pkg: null }) : undefined;

  return (
    <div className="flex flex-col gap-5">
      <CatalogueHeader
        noun="Package"
        description="Meal and stay packages offered in step 2 of the booking."
        query={query}
        onAdd={openAdd}
      />

      {data ? (
        <StatGrid>
          <StatCard
            label="Total Packages"
            value={String(data.stats.totalPackages)}
            icon={<Package className="size-5" />}
            tone="bg-green-100 text-green-900"
          />
          <StatCard
            label="Active Packages"
            value={String(data.stats.activePackages)}
            icon={<CircleCheck className="size-5" />}
            tone="bg-emerald-100 text-emerald-900"
          />
          <StatCard
            label="Package Revenue"
            value={formatInr(data.stats.packageRevenue)}
            note={`This month (${rangeLabel(data.stats.revenuePeriod)})`}
            hint={REVENUE_HINT}
            icon={<IndianRupee className="size-5" />}
            tone="bg-amber-100 text-amber-900"
          />
          <StatCard
            label="Avg Package Value"
            value={formatInr(data.stats.avgPackageValue)}
            note="Mean price"
            icon={<TrendingUp className="size-5" />}
            tone="bg-sky-100 text-sky-900"
          />
        </StatGrid>
      ) : null}

      {canWrite ? (
        <SelectionBar
          count={selection.selected.size}
          label="Selected packages"
          onClear={selection.clear}
        >
          <Button variant="secondary" onClick={() => setBulk(true)}>
            Activate Selected
          </Button>
          <Button variant="secondary" onClick={() => setBulk(false)}>
            Deactivate Selected
          </Button>
        </SelectionBar>
      ) : null}

      <CatalogueGrid
        query={query}
        noun="Package"
        emptyMessage="Packages you add are offered to guests in step 2."
        onAdd={openAdd}
        card={(p) => (
          <PackageCard
            key={p.id}
            pkg={p}
            {...selection.of(p.id)}
            onView={() => setViewing(p)}
            onEdit={canWrite ? () => setForm({ open: true, pkg: p }) : undefined}
            onToggle={canWrite ? () => toggle.mutate(p) : undefined}
            toggling={toggle.isPending && toggle.variables?.id === p.id}
            onDelete={canWrite ? () => setDeleting(p) : undefined}
          />
        )}
      />

      <PackageFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        pkg={form.pkg}
      />

      <PackageViewDialog
        pkg={viewing}
        onClose={() => setViewing(null)}
        onEdit={(pkg) => {
          setForm({ open: true, pkg });
          setViewing(null);
        }}
      />

      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        noun="Package"
        warning="This will affect existing bookings and cannot be undone."
        refusal={PACKAGE_DELETE_REFUSED}
        remove={(p) => deletePackage(p.id)}
        invalidate={[adminPackagesKey, guestPackagesKey]}
      />
      <ConfirmDialog
        open={bulk !== null}
        onOpenChange={(o) => !o && setBulk(null)}
        title={bulk ? 'Activate Selected' : 'Deactivate Selected'}
        message={`${bulk ? 'Activate' : 'Deactivate'} ${selection.selected.size} package(s)? ${bulk ? 'Guests will be able to choose them.' : 'Guests will no longer be able to choose them.'}`}
        confirmLabel={bulk ? 'Activate' : 'Deactivate'}
        tone={bulk ? 'primary' : 'danger'}
        busy={bulkUpdate.isPending}
        onConfirm={() => bulk !== null && bulkUpdate.mutate(bulk)}
      />
    </div>
  );
}
