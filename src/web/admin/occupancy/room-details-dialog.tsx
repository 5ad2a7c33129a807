import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate, nightsBetween } from '../../../domain/dates';
import type { BlockType } from '../../../domain/enums';
import { BLOCK_TYPE_LABELS } from '../../../domain/inventory';
import {
  FRONT_DESK_ACTIONS,
  FRONT_DESK_LABELS,
  frontDeskRefusal,
  type FrontDeskAction,
} from '../../../domain/front-desk';
import { Button, buttonBase, buttonStyles } from '../ui/button';
import { Modal } from '../ui/modal';
import { formatStaffDate } from '../ui/resort-time';
import { StatusBadge } from '../ui/status-badge';
import type { OccupancyUnit, RangeBlock } from './api';
import { FRONT_DESK_ICONS, type FrontDeskTarget } from './use-front-desk-action';

type RoomStay = NonNullable<OccupancyUnit['stay']>;

/** What a tile or a bar opens: the unit, and its stay or block on the night (or run) clicked. */
export type RoomDetails = {
  unitNumber: string;
  villaName: string;
  status: OccupancyUnit['status'];
  /** The night the day view shows (absent for a bar of the week/month grid). */
  date?: string;
  arriving?: boolean;
  stay: RoomStay | null;
  /** Tonight's block (type and notes), or a block bar of the grid with its nights. */
  block: (Pick<RangeBlock, 'type' | 'notes'> & Partial<Pick<RangeBlock, 'start' | 'end'>>) | null;
  departure: OccupancyUnit['departure'];
};

export const ROOM_STATUS_LABELS: Record<OccupancyUnit['status'], string> = {
  occupied: 'Occupied',
  available: 'Available',
  blocked: 'Blocked',
  out_of_service: 'Out of service',
};

export const blockTypeLabel = (type: BlockType) => BLOCK_TYPE_LABELS[type];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 py-1.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

function statusText(d: RoomDetails): string {
  if (d.status === 'blocked' && d.block) return `Blocked — ${blockTypeLabel(d.block.type)}`;
  const base = ROOM_STATUS_LABELS[d.status];
  const notes = [d.arriving ? 'arriving' : null, d.departure ? 'departure' : null].filter(Boolean);
  return notes.length ? `${base} (${notes.join(', ')})` : base;
}

/** Room Details (spec): room, status, guest name, guest count, stay dates, e-mail, phone, booking id. */
export function RoomDetailsDialog({
  details,
  onClose,
  today,
  onAction,
}: {
  details: RoomDetails | null;
  onClose: () => void;
  /** The resort's today: which front-desk actions the stay allows now. */
  today: string;
  onAction: (target: FrontDeskTarget, action: FrontDeskAction) => void;
}) {
  const d = details;
  const actions = d?.stay
    ? FRONT_DESK_ACTIONS.filter((a) => frontDeskRefusal(a, d.stay!, today) === null)
    : [];
  return (
    <Modal
      open={Boolean(d)}
      onOpenChange={(open) => !open && onClose()}
      title="Room Details"
      description={d ? `${d.unitNumber} · ${d.villaName}` : undefined}
    >
      {d ? (
        <div className="flex flex-col gap-4">
          <dl className="divide-y divide-sand">
            <Row label="Room">
              {d.unitNumber} <span className="text-muted">({d.villaName})</span>
            </Row>
            {d.date ? <Row label="Night of">{formatLongDate(d.date)}</Row> : null}
            <Row label="Status">{statusText(d)}</Row>
            {d.stay ? (
              <>
                <Row label="Guest name">{d.stay.guestName}</Row>
                <Row label="Guests">{d.stay.guests}</Row>
                <Row label="Stay">
                  {formatStaffDate(d.stay.checkIn)} – {formatStaffDate(d.stay.checkOut)}{' '}
                  <span className="text-muted">
                    ({nightsBetween(d.stay.checkIn, d.stay.checkOut)}{' '}
                    {nightsBetween(d.stay.checkIn, d.stay.checkOut) === 1 ? 'night' : 'nights'})
                  </span>
                </Row>
                <Row label="Email">
                  <a className="text-moss underline" href={`mailto:${d.stay.email}`}>
                    {d.stay.email}
                  </a>
                </Row>
                <Row label="Phone">
                  {d.stay.phone ? (
                    <a
                      className="text-moss underline"
                      href={`tel:${d.stay.phone.replace(/\s/g, '')}`}
                    >
                      {d.stay.phone}
                    </a>
                  ) : (
                    '—'
                  )}
                </Row>
                <Row label="Booking ID">
                  <span className="font-mono text-xs">{d.stay.bookingId}</span>
                </Row>
                <Row label="Booking">
                  <span className="flex flex-wrap gap-1.5">
                    <StatusBadge kind="booking" status={d.stay.status} />
                    <StatusBadge kind="payment" status={d.stay.paymentStatus} prefix="Payment" />
                  </span>
                </Row>
              </>
            ) : null}
            {d.block ? (
              <>
                <Row label="Block">{blockTypeLabel(d.block.type)}</Row>
                {d.block.start && d.block.end ? (
                  <Row label="Blocked nights">
                    {formatStaffDate(d.block.start)} – {formatStaffDate(d.block.end)}
                  </Row>
                ) : null}
                <Row label="Notes">{d.block.notes || '—'}</Row>
              </>
            ) : null}
            {d.departure ? (
              <Row label="Departing">
                {d.departure.guestName}{' '}
                <span className="font-mono text-xs text-muted">{d.departure.bookingId}</span>
              </Row>
            ) : null}
          </dl>
          {d.stay ? (
            <div className="flex flex-wrap justify-end gap-2">
              {actions.map((action) => {
                const Icon = FRONT_DESK_ICONS[action];
                const stay = d.stay!;
                return (
                  <Button
                    key={action}
                    variant="secondary"
                    onClick={() => {
                      onClose();
                      onAction({ ...stay, units: [], villaName: d.villaName }, action);
                    }}
                  >
                    <Icon aria-hidden className="size-4" />
                    {FRONT_DESK_LABELS[action]}
                  </Button>
                );
              })}
              <Link
                to={`/admin/bookings/${encodeURIComponent(d.stay.bookingId)}`}
                className={`${buttonBase} ${buttonStyles.primary}`}
              >
                <ExternalLink aria-hidden className="size-4" />
                Open booking {d.stay.bookingId}
              </Link>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
