import * as Popover from '@radix-ui/react-popover';
import { CircleHelp } from 'lucide-react';
import { REPORT_DEFINITIONS } from '../../../domain/reports';
import { Button } from '../ui/button';

/** "How the figures are counted": the report's definitions, next to the period. */
export function HelpPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" className="px-2" aria-label="How the figures are counted">
          <CircleHelp aria-hidden className="size-5" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-h-[70vh] w-[min(26rem,calc(100vw-24px))] overflow-y-auto rounded-xl border border-sand bg-white p-4 text-sm shadow-lg"
        >
          <h2 className="mb-2 font-serif text-lg text-forest">How the figures are counted</h2>
          <p className="mb-2 text-muted">Dates are in the resort&apos;s time zone.</p>
          <dl className="flex flex-col gap-2">
            {REPORT_DEFINITIONS.map((d) => (
              <div key={d.term}>
                <dt className="font-semibold text-ink">{d.term}</dt>
                <dd className="text-muted">{d.meaning}</dd>
              </div>
            ))}
          </dl>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
