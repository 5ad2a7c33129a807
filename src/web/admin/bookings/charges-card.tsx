import { Mail, Plus, XCircle } from 'lucide-react';
import { useState } from 'react';
import {
  CHARGE_KIND_LABELS,
  type ChargeInput,
  type ChargeLine,
} from '../../../domain/folio-charges';
import { formatInr } from '../../../domain/money';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { AddChargeDialog } from './add-charge-dialog';
import { BOOKINGS_KEY, type AdminBookingDetail } from './api';
import { addCharge, sendPaymentLink, voidCharge } from './money-api';

/**
 * Charges beyond the room (the folio; decision 0120): the list with tax and voided state, "Add
 * charge", "Void" and "E-mail payment link" for what is due. Money comes from the server.
 */
export function ChargesCard({ detail }: { detail: AdminBookingDetail }) {
  const b = detail.booking;
  const canRecord = useCan()('payments.record');
  const [adding, setAdding] = useState(false);
  const [key, setKey] = useState('');
  const [voiding, setVoiding] = useState<ChargeLine | null>(null);
  const [linking, setLinking] = useState(false);
  const closedStay = b.status === 'cancelled' || b.archivedAt !== null;
  const payableOnline =
    (b.status === 'confirmed' || b.status === 'checked_in') && detail.money.due > 0;

  const add = useAdminMutation({
    mutationFn: (body: ChargeInput) => addCharge(b.bookingId, body, key),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Charge Added',
      message: `${r.description}: ${formatInr(r.amount)} incl. GST; ${formatInr(r.money.due)} now due`,
    }),
    failure: { title: 'Charge Failed', message: 'Failed to add the charge' },
    onSuccess: () => setAdding(false),
  });
  const voidIt = useAdminMutation({
    mutationFn: (c: ChargeLine) => voidCharge(b.bookingId, c.id),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Charge Voided',
      message: `${r.description} no longer counts; ${formatInr(r.money.due)} due`,
    }),
    failure: { title: 'Void Failed', message: 'Failed to void the charge' },
    onSuccess: () => setVoiding(null),
  });
  const link = useAdminMutation({
    mutationFn: () => sendPaymentLink(b.bookingId, key),
    invalidate: [BOOKINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Payment Link Sent',
      message: `A link to pay ${formatInr(r.amount)} was e-mailed to ${r.to}`,
    }),
    failure: { title: 'Link Failed', message: 'Failed to e-mail the payment link' },
    onSuccess: () => setLinking(false),
  });

  const openAdd = () => {
    setKey(crypto.randomUUID());
    setAdding(true);
  };

  return (
    <Card title="Charges">
      <ChargeList
        charges={detail.charges}
        canVoid={!b.archivedAt && canRecord}
        onVoid={setVoiding}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        {closedStay || !canRecord ? null : (
          <Button variant="secondary" onClick={openAdd}>
            <Plus aria-hidden className="size-4" /> Add charge
          </Button>
        )}
        {payableOnline && canRecord ? (
          <Button
            variant="secondary"
            onClick={() => {
              setKey(crypto.randomUUID());
              setLinking(true);
            }}
          >
            <Mail aria-hidden className="size-4" /> E-mail payment link
          </Button>
        ) : null}
      </div>

      <AddChargeDialog
        open={adding}
        onOpenChange={(o) => !o && setAdding(false)}
        guestName={b.guestName}
        busy={add.isPending}
        onAdd={(body, onError) => add.mutate(body, { onError })}
      />

      <ConfirmDialog
        open={voiding !== null}
        onOpenChange={(o) => !o && setVoiding(null)}
        title="Void charge"
        message={
          voiding
            ? `Void "${voiding.description}" (${formatInr(voiding.amount)})? It stays on record as voided and no longer counts; a credit note is issued if it was invoiced.`
            : ''
        }
        confirmLabel="Void charge"
        busy={voidIt.isPending}
        onConfirm={() => voiding && voidIt.mutate(voiding)}
      />
      <ConfirmDialog
        open={linking}
        onOpenChange={setLinking}
        tone="primary"
        title="E-mail payment link"
        message={`E-mail ${b.email} a private link to pay ${formatInr(detail.money.due)} online from their booking page?`}
        confirmLabel="Send link"
        busy={link.isPending}
        onConfirm={() => link.mutate(undefined)}
      />
    </Card>
  );
}

/** The booking's charges: kind, description, quantity × price + GST, total; "Void" on a live one. */
function ChargeList({
  charges,
  canVoid,
  onVoid,
}: {
  charges: readonly ChargeLine[];
  canVoid: boolean;
  onVoid: (charge: ChargeLine) => void;
}) {
  return charges.length === 0 ? (
    <p className="text-sm text-muted">No charges beyond the room.</p>
  ) : (
    <ul className="divide-y divide-sand text-sm">
      {charges.map((c) => (
        <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
          <span className={`min-w-0 ${c.voidedAt ? 'text-muted line-through' : ''}`}>
            <span className="font-medium text-ink">{CHARGE_KIND_LABELS[c.kind]}</span> ·{' '}
            {c.description}
            <span className="block text-xs text-muted">
              {c.quantity} × {formatInr(c.unitPrice)} + GST {formatInr(c.tax)}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <span className="font-medium tabular-nums">{formatInr(c.amount)}</span>
            {c.voidedAt ? (
              <span className="rounded bg-sand px-2 py-0.5 text-xs text-ink">Voided</span>
            ) : !canVoid ? null : (
              <Button
                variant="ghost"
                onClick={() => onVoid(c)}
                aria-label={`Void charge ${c.description}`}
              >
                <XCircle aria-hidden className="size-4" /> Void
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
