import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { countryName } from '../../../domain/countries';
import { ID_TYPE_LABELS } from '../../../domain/registration';
import { BOOKINGS_KEY } from '../bookings/api';
import { useCan } from '../permissions';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { DownloadButton } from '../ui/download-button';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { Badge } from '../ui/status-badge';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  FORM_C_DUE_KEY,
  formCCsvHref,
  markFormCSubmitted,
  registrationCardHref,
  registrationQuery,
} from './api';
import { RegistrationDialog } from './registration-dialog';

const STATUS = {
  complete: ['Registered', 'bg-green-100 text-green-900'],
  incomplete: ['Incomplete', 'bg-amber-100 text-amber-900'],
  none: ['Not registered', 'bg-stone-200 text-stone-800'],
} as const;

const link =
  'inline-flex items-center gap-1.5 rounded-lg border border-forest/30 bg-white px-3 py-1.5 text-sm font-medium text-forest hover:bg-sand';

/** The booking's guest registration (decision 0132): who is registered, Form C, the card. */
export function RegistrationCard({
  code,
  leadName,
  checkIn,
  bookingStatus,
}: {
  code: string;
  leadName: string;
  checkIn: string;
  bookingStatus: string;
}) {
  const tz = useResortTz();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const { data, isPending, isError } = useQuery(registrationQuery(code));
  const submit = useAdminMutation({
    mutationFn: () => markFormCSubmitted(code),
    invalidate: [BOOKINGS_KEY, FORM_C_DUE_KEY],
    success: () => ({
      type: 'success',
      title: 'Form C Submitted',
      message: 'Form C is marked as submitted to the FRRO',
    }),
    failure: { title: 'Update Failed', message: 'Form C could not be marked as submitted' },
  });
  const closed = bookingStatus === 'cancelled' || bookingStatus === 'no_show';
  const mayEdit = can('bookings.write') && !closed && !data?.numbersErasedAt;
  const [label, tone] = STATUS[data?.status ?? 'none'];
  return (
    <Card
      title="Guest registration"
      action={
        mayEdit ? (
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={isPending}>
            {data?.guests.length ? 'Edit registration' : 'Register guests'}
          </Button>
        ) : null
      }
    >
      {isPending ? <p className="text-sm text-muted">Loading registration…</p> : null}
      {isError ? (
        <p role="alert" className="text-sm text-red-800">
          The registration could not be loaded.
        </p>
      ) : null}
      {data ? (
        <div className="flex flex-col gap-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge className={tone}>{label}</Badge>
            {data.updatedByName && data.updatedAt ? (
              <span className="text-xs text-muted">
                by {data.updatedByName}, {formatDateTime(data.updatedAt, tz)}
              </span>
            ) : null}
          </p>
          {data.missing.length ? (
            <ul className="list-disc pl-5 text-amber-900">
              {data.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
          {data.guests.length ? (
            <ul className="divide-y divide-sand">
              {data.guests.map((g, i) => (
                <li key={`${i}-${g.name}`} className="py-2">
                  <span className="font-medium text-ink">{g.name}</span>
                  {i === 0 ? <span className="text-xs text-muted"> (lead)</span> : null}
                  <span className="block text-xs text-muted">
                    {countryName(g.nationality)} · {ID_TYPE_LABELS[g.idType]}{' '}
                    <span className="font-mono">{g.idNumber ?? 'erased'}</span>
                    {g.formC ? ` · Form C: ${g.formC.visaType} visa` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {data.numbersErasedAt ? (
            <p className="text-xs text-muted">
              Identity numbers erased {formatDateTime(data.numbersErasedAt, tz)} (retention).
            </p>
          ) : null}
          {data.formCRequired ? (
            <p className="text-xs text-muted">
              {data.formCSubmittedAt
                ? `Form C submitted by ${data.formCSubmittedByName ?? 'staff'}, ${formatDateTime(data.formCSubmittedAt, tz)}`
                : data.formCDueAt
                  ? `Form C due at the FRRO by ${formatDateTime(data.formCDueAt, tz)}`
                  : 'Form C is due within 24 hours of arrival.'}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <a
              href={registrationCardHref(code)}
              download
              className={link}
              aria-label="Download registration card"
            >
              <Download aria-hidden className="size-4" /> Registration card
            </a>
            {data.formCRequired && can('guests.identity') ? (
              <DownloadButton
                href={formCCsvHref(checkIn)}
                fallbackName={`form-c-${checkIn}.csv`}
                label="Form C CSV (arrival day)"
              />
            ) : null}
            {data.formCRequired &&
            data.arrivedAt &&
            !data.formCSubmittedAt &&
            data.status === 'complete' &&
            can('bookings.write') ? (
              <Button onClick={() => submit.mutate()} disabled={submit.isPending}>
                Mark Form C submitted
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {editing ? (
        <RegistrationDialog
          code={code}
          leadName={leadName}
          registration={data}
          open={editing}
          onOpenChange={setEditing}
        />
      ) : null}
    </Card>
  );
}
