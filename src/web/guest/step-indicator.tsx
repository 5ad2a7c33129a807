import { Check } from '../ui/icons';
import type { WizardStep } from './booking-draft';

const STEPS = ['Dates & Villa', 'Package', 'Safari', 'Confirm & Pay'] as const;

/** `done` ticks every step (after a successful booking). */
export function StepIndicator({
  current,
  done: allDone = false,
}: {
  current: WizardStep;
  done?: boolean;
}) {
  return (
    <nav aria-label="Booking progress">
      <ol className="grid grid-cols-4 gap-1 sm:gap-3">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const done = allDone || step < current;
          const active = !allDone && step === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
            >
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                  done
                    ? 'border-moss bg-moss text-white'
                    : active
                      ? 'border-forest bg-forest text-white'
                      : 'border-sand bg-white text-muted'
                }`}
              >
                {done ? <Check aria-hidden className="size-4" /> : step}
              </span>
              <span
                className={`text-xs leading-tight sm:text-sm ${active ? 'font-semibold text-forest' : 'text-muted'}`}
              >
                {label}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
