import { useQuery } from '@tanstack/react-query';
import { ratePreviewQuery, villaUnitsQuery, type PricingRuleRow, type RoomUnit } from './api';
import { BlockDialog } from './block-dialog';
import { RateDialog } from './rate-dialog';
import { RuleFormDialog } from './rule-form-dialog';
import { UnitFormDialog } from './unit-form-dialog';

/** The villa calendar page's open form, if any. */
export type CalendarDialog =
  | { kind: 'block'; date: string }
  | { kind: 'rate'; date: string }
  | { kind: 'unit'; unit: RoomUnit | null }
  | { kind: 'rule'; rule: PricingRuleRow | null }
  | null;

/** The block, rate, unit and rule forms of the villa calendar page (`dialog` says which is open). */
export function VillaCalendarDialogs({
  villaId,
  villaName,
  today,
  dialog,
  onClose,
}: {
  villaId: string;
  villaName: string;
  today: string;
  dialog: CalendarDialog;
  onClose: () => void;
}) {
  const units = useQuery(villaUnitsQuery(villaId));
  const rates = useQuery(ratePreviewQuery(villaId));
  const nights = rates.data?.nights ?? [];
  const close = (open: boolean) => !open && onClose();
  return (
    <>
      <BlockDialog
        open={dialog?.kind === 'block'}
        onOpenChange={close}
        villaId={villaId}
        villaName={villaName}
        units={units.data?.items ?? []}
        date={dialog?.kind === 'block' ? dialog.date : today}
        today={today}
      />
      <RateDialog
        open={dialog?.kind === 'rate'}
        onOpenChange={close}
        villaId={villaId}
        villaName={villaName}
        date={dialog?.kind === 'rate' ? dialog.date : today}
        night={dialog?.kind === 'rate' ? nights.find((n) => n.date === dialog.date) : undefined}
      />
      <UnitFormDialog
        open={dialog?.kind === 'unit'}
        onOpenChange={close}
        villaId={villaId}
        unit={dialog?.kind === 'unit' ? dialog.unit : null}
      />
      <RuleFormDialog
        open={dialog?.kind === 'rule'}
        onOpenChange={close}
        villaId={villaId}
        villaName={villaName}
        rule={dialog?.kind === 'rule' ? dialog.rule : null}
      />
    </>
  );
}
