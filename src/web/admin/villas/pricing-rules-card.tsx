import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { formatShortDate } from '../../../domain/dates';
import { daysOfWeekLabel } from '../../../domain/inventory';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Badge } from '../ui/status-badge';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { pricingRulesQuery, updatePricingRule, villaChangeKeys, type PricingRuleRow } from './api';

/** The rules that price this villa (its own and those for all villas), each switchable. */
export function PricingRulesCard({
  villaId,
  villaName,
  onEdit,
}: {
  villaId: string;
  villaName: string;
  /** Opens the rule form: `null` adds a rule. */
  onEdit: (rule: PricingRuleRow | null) => void;
}) {
  const rules = useQuery(pricingRulesQuery);
  const villaRules = (rules.data?.items ?? []).filter(
    (r) => r.villaId === null || r.villaId === villaId,
  );
  const toggleRule = useAdminMutation({
    mutationFn: (r: PricingRuleRow) => updatePricingRule(r.id, { isActive: !r.isActive }),
    invalidate: villaChangeKeys,
    success: (r) => ({
      type: 'success',
      title: 'Rule Updated',
      message: `${r.name} is now ${r.isActive ? 'active' : 'inactive'}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update the pricing rule' },
  });
  return (
    <Card
      title="Pricing Rules"
      action={
        <Button variant="secondary" onClick={() => onEdit(null)}>
          <Plus aria-hidden className="size-4" /> Add Rule
        </Button>
      }
    >
      {rules.isPending ? (
        <LoadingState label="Loading rules…" />
      ) : rules.isError ? (
        <ErrorState title="Loading Error" message="Failed to load the pricing rules" />
      ) : villaRules.length === 0 ? (
        <EmptyState title="No pricing rules" message="Every night is sold at the base price." />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Pricing rules">
          {villaRules.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {r.name} <span className="text-forest">× {r.priceModifier}</span>{' '}
                  <Badge
                    className={
                      r.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'
                    }
                  >
                    {r.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </p>
                <p className="text-muted">
                  {r.villaId === null ? 'All villas' : villaName} ·{' '}
                  {r.startDate || r.endDate
                    ? `${r.startDate ? formatShortDate(r.startDate) : 'any time'} – ${r.endDate ? formatShortDate(r.endDate) : 'open'}`
                    : 'All dates'}{' '}
                  · {daysOfWeekLabel(r.daysOfWeek)}
                  {r.minNights ? ` · minimum ${r.minNights} nights` : ''}
                  {r.closedToArrival ? ' · closed to arrival' : ''}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={`Edit rule ${r.name}`}
                  onClick={() => onEdit(r)}
                >
                  <Pencil aria-hidden className="size-4" /> Edit
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={toggleRule.isPending}
                  onClick={() => toggleRule.mutate(r)}
                  aria-label={`${r.isActive ? 'Deactivate' : 'Activate'} rule ${r.name}`}
                >
                  {r.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
