import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatShortDate } from '../../../domain/dates';
import { villasQuery } from '../../api/villas';
import { formatInr } from '../../ui/format';
import { Button } from '../ui/button';
import { PageHeader } from '../ui/page-header';
import { ErrorState, LoadingState } from '../ui/states';
import { adminPromoCodesQuery, type PromoCodeView } from './api';
import { PromoFormDialog } from './promo-form-dialog';

const range = (from: string | null, to: string | null) =>
  from || to
    ? `${from ? formatShortDate(from) : 'any time'} – ${to ? formatShortDate(to) : 'open'}`
    : 'Any dates';

/** Promo codes (decision 0128): what each gives, its limits, uses and the discount given. */
export default function PromoCodesPage() {
  const query = useQuery(adminPromoCodesQuery);
  const villas = useQuery(villasQuery);
  const [form, setForm] = useState<{ open: boolean; promo: PromoCodeView | null }>({
    open: false,
    promo: null,
  });
  const villaName = (id: string) => villas.data?.find((v) => v.id === id)?.name ?? id;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Promo Codes"
        description="Codes guests enter in step 4; a use counts when the booking is paid."
      >
        <Button onClick={() => setForm({ open: true, promo: null })}>
          <Plus aria-hidden className="size-4" /> Add Promo Code
        </Button>
      </PageHeader>
      {query.isPending ? <LoadingState label="Loading promo codes…" /> : null}
      {query.isError ? (
        <ErrorState
          title="Could not load promo codes"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data ? (
        <div className="overflow-x-auto rounded-xl border border-sand bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Promo codes</caption>
            <thead className="bg-cream text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Code
                </th>
                <th scope="col" className="px-3 py-2">
                  Discount
                </th>
                <th scope="col" className="px-3 py-2">
                  Stays / booked
                </th>
                <th scope="col" className="px-3 py-2">
                  Limits
                </th>
                <th scope="col" className="px-3 py-2">
                  Uses (paid + unpaid)
                </th>
                <th scope="col" className="px-3 py-2">
                  Discount given
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.length === 0 ? (
                <tr>
                  <td colSpan={8} className="px-3 py-6 text-center text-muted">
                    No promo codes yet.
                  </td>
                </tr>
              ) : null}
              {query.data.items.map((p) => (
                <tr key={p.id} className="border-t border-sand">
                  <td className="px-3 py-2 font-mono font-semibold">{p.code}</td>
                  <td className="px-3 py-2">
                    {p.kind === 'percent' ? `${p.value}% off` : `${formatInr(p.value)} off`}
                  </td>
                  <td className="px-3 py-2">
                    {range(p.stayFrom, p.stayTo)}
                    <br />
                    <span className="text-muted">
                      booked {p.bookFrom || p.bookTo ? range(p.bookFrom, p.bookTo) : 'any time'}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {[
                      p.minNights ? `${p.minNights}+ nights` : null,
                      p.villaIds?.length ? p.villaIds.map(villaName).join(', ') : null,
                      p.maxUses ? `${p.maxUses} uses` : null,
                      p.maxUsesPerEmail ? `${p.maxUsesPerEmail} per e-mail` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ') || 'None'}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {p.usesPaid} + {p.usesReserved}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatInr(p.discountGiven)}</td>
                  <td className="px-3 py-2">{p.isActive ? 'Active' : 'Off'}</td>
                  <td className="px-3 py-2">
                    <Button
                      variant="ghost"
                      aria-label={`Edit promo code ${p.code}`}
                      onClick={() => setForm({ open: true, promo: p })}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PromoFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        promo={form.promo}
        villas={villas.data ?? []}
      />
    </div>
  );
}
