import { useQuery } from '@tanstack/react-query';
import {
  CircleCheck,
  Eye,
  IndianRupee,
  Package,
  Pencil,
  Plus,
  Power,
  Trash2,
  TrendingUp,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { PACKAGE_DELETE_REFUSED } from '../../../domain/admin-forms';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Modal } from '../ui/modal';
import { RefreshButton } from '../ui/refresh-button';
import { StatCard } from '../ui/stat-card';
import { CardImage, SelectCheckbox, SelectionBar, useSelection } from '../ui/selection';
import { Badge } from '../ui/status-badge';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  adminPackagesKey,
  adminPackagesQuery,
  deletePackage,
  guestPackagesKey,
  setPackagesActive,
  type AdminPackage,
} from './api';
import { DEFAULT_PACKAGE_IMAGE, PackageFormDialog } from './package-form-dialog';

const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load package data' } as const;
const SHOWN_INCLUSIONS = 3;

const priceText = (p: Pick<AdminPackage, 'price' | 'duration'>) =>
  p.price === 0 ? 'Free' : `${formatInr(p.price)} · ${p.duration}`;

export default function PackagesSection() {
  const query = useQuery(adminPackagesQuery);
  const toast = useToast();
  const selection = useSelection();
  const [form, setForm] = useState<{ open: boolean; pkg: AdminPackage | null }>({
    open: false,
    pkg: null,
  });
  const [viewing, setViewing] = useState<AdminPackage | null>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);
  const [bulk, setBulk] = useState<boolean | null>(null);

  useEffect(() => {
    if (query.isError) toast({ type: 'error', ...LOAD_FAILED });
  }, [query.isError, query.errorUpdateCount, toast]);

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
  const remove = useAdminMutation({
    mutationFn: (p: AdminPackage) => deletePackage(p.id),
    invalidate: [adminPackagesKey, guestPackagesKey],
    success: (_r, p) => ({
      type: 'success',
      title: 'Package Deleted',
      message: `${p.name} has been deleted`,
    }),
    failure: { title: 'Delete Failed', message: 'Failed to delete package' },
    onSuccess: () => setDeleting(null),
  });

  const data = query.data;
  const openAdd = () => setForm({ open: true, pkg: null });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl">Packages</h1>
          <p className="text-sm text-muted">
            Meal and stay packages offered in step 2 of the booking.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshButton
            refresh={query.refetch}
            message="Package data has been updated"
            failMessage="Failed to refresh package data"
            busy={query.isFetching}
          />
          <Button onClick={openAdd}>
            <Plus aria-hidden className="size-4" />
            Add Package
          </Button>
        </div>
      </div>

      {data ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
            note="Paid bookings"
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
        </div>
      ) : null}

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

      {query.isPending ? (
        <LoadingState label="Loading packages…" />
      ) : query.isError ? (
        <ErrorState
          title={LOAD_FAILED.title}
          message={LOAD_FAILED.message}
          onRetry={() => void query.refetch()}
        />
      ) : data!.items.length === 0 ? (
        <EmptyState
          title="No Packages Yet"
          message="Packages you add are offered to guests in step 2."
          action={<Button onClick={openAdd}>Add First Package</Button>}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Packages">
          {data!.items.map((p) => (
            <li
              key={p.id}
              className="flex flex-col rounded-xl border border-sand bg-white shadow-sm"
            >
              <CardImage
                src={p.images[0]}
                fallback={DEFAULT_PACKAGE_IMAGE}
                className="h-28 w-full rounded-t-xl object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <SelectCheckbox
                    checked={selection.selected.has(p.id)}
                    onChange={() => selection.toggle(p.id)}
                    name={p.name}
                  >
                    <h2 className="text-lg leading-tight">{p.name}</h2>
                  </SelectCheckbox>
                  <Badge
                    className={
                      p.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'
                    }
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
                <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-sand pt-2 text-sm">
                  <div>
                    <dt className="text-muted">Bookings</dt>
                    <dd className="font-semibold">{p.bookings}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Revenue</dt>
                    <dd className="font-semibold">{formatInr(p.revenue)}</dd>
                  </div>
                </dl>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    className="px-2"
                    onClick={() => setViewing(p)}
                    aria-label={`View ${p.name}`}
                  >
                    <Eye aria-hidden className="size-4" /> View
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2"
                    onClick={() => setForm({ open: true, pkg: p })}
                    aria-label={`Edit ${p.name}`}
                  >
                    <Pencil aria-hidden className="size-4" /> Edit
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2"
                    onClick={() => toggle.mutate(p)}
                    disabled={toggle.isPending}
                    aria-label={`${p.isActive ? 'Deactivate' : 'Activate'} ${p.name}`}
                  >
                    <Power aria-hidden className="size-4" />{' '}
                    {p.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 text-red-800"
                    onClick={() => setDeleting(p)}
                    aria-label={`Delete ${p.name}`}
                  >
                    <Trash2 aria-hidden className="size-4" /> Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <PackageFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        pkg={form.pkg}
      />

      <Modal
        open={viewing !== null}
        onOpenChange={(o) => !o && setViewing(null)}
        title={viewing?.name ?? ''}
        wide
      >
        {viewing ? (
          <div className="flex flex-col gap-3 text-sm">
            <p>{viewing.description}</p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <div>
                <dt className="text-muted">Price</dt>
                <dd className="font-semibold">{priceText(viewing)}</dd>
              </div>
              <div>
                <dt className="text-muted">Status</dt>
                <dd className="font-semibold">{viewing.isActive ? 'Active' : 'Inactive'}</dd>
              </div>
              <div>
                <dt className="text-muted">Bookings</dt>
                <dd className="font-semibold">{viewing.bookings}</dd>
              </div>
              <div>
                <dt className="text-muted">Revenue</dt>
                <dd className="font-semibold">{formatInr(viewing.revenue)}</dd>
              </div>
            </dl>
            <h3 className="font-semibold">Inclusions</h3>
            <ul className="list-disc pl-5">
              {viewing.inclusions.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
            <div className="flex justify-end">
              <Button
                onClick={() => {
                  setForm({ open: true, pkg: viewing });
                  setViewing(null);
                }}
              >
                <Pencil aria-hidden className="size-4" /> Edit
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Package"
        message={
          deleting ? (
            <>
              <p>
                Delete {deleting.name}? This will affect existing bookings and cannot be undone.
              </p>
              {deleting.bookings > 0 ? (
                <p className="mt-2 text-red-800">{PACKAGE_DELETE_REFUSED}</p>
              ) : null}
            </>
          ) : null
        }
        confirmLabel="Delete Package"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
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
