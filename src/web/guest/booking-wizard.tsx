import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { BookingProvider, useBooking } from './booking-context';
import { requestStepHeadingFocus } from './step-heading';
import { StepIndicator } from './step-indicator';
import { StepDates } from './step-1-dates';
import { useInactivity } from './use-inactivity';

// Steps 2–4 (with zod, react-hook-form and the payment UI) are separate chunks, and so is their
// frame with the query client (later-steps.tsx, decision 0143), loaded side by side with step 2.
const loadStep2 = () => import('./step-2-package');
const loadStep3 = () => import('./step-3-safari');
const loadStep4 = () => import('./step-4-confirm');
const loadLaterSteps = () => import('./later-steps');
const LaterSteps = lazy(() =>
  Promise.all([loadLaterSteps(), loadStep2()]).then(([m]) => ({ default: m.LaterSteps })),
);
const StepPackage = lazy(() => loadStep2().then((m) => ({ default: m.StepPackage })));
const StepSafari = lazy(() => loadStep3().then((m) => ({ default: m.StepSafari })));
const StepConfirm = lazy(() => loadStep4().then((m) => ({ default: m.StepConfirm })));

/** `belowStepOne`: shown under the wizard while the guest is on step 1 (the home page's sections). */
export function BookingWizard({ belowStepOne }: { belowStepOne?: ReactNode } = {}) {
  return (
    <BookingProvider>
      <WizardFrame belowStepOne={belowStepOne} />
    </BookingProvider>
  );
}

function WizardFrame({ belowStepOne }: { belowStepOne?: ReactNode }) {
  const { draft, dispatch, reset, finished, lockedRef } = useBooking();
  const step = draft.currentStep;
  const firstRender = useRef(true);

  // The browser's Back button goes to the previous step (phones' Back especially), not off the site.
  // Each step reached gets a history entry on the same URL; the step itself stays in the draft.
  const fromHistory = useRef(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => {
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    const state = window.history.state as { vmStep?: number } | null;
    if (state?.vmStep === step) return;
    if (state?.vmStep === undefined && step === 1)
      window.history.replaceState({ ...state, vmStep: 1 }, '');
    else window.history.pushState({ vmStep: step }, '');
  }, [step]);
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const target = (event.state as { vmStep?: number } | null)?.vmStep;
      const current = stepRef.current;
      if (target === undefined || target === current) return;
      const d = draftRef.current;
      // A created booking stays on its payment (or confirmation); going forward needs the earlier steps'
      // choices (entries left from before a reload have none). Such entries are passed over, never
      // re-pushed: pressing Back again keeps going back, so the guest can always leave.
      const blocked =
        lockedRef.current || (target > current && !(d.checkIn && d.checkOut && d.selectedVilla));
      if (blocked || target < 1 || target > 4) {
        window.history.replaceState({ vmStep: current }, '');
        return;
      }
      fromHistory.current = true;
      dispatch({ type: 'setStep', step: target as 1 | 2 | 3 | 4 });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dispatch, lockedRef]);

  // Move focus to the new step's heading (and the top of the page) when the step changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    requestStepHeadingFocus();
  }, [step]);

  const started = !finished && (step > 1 || !!draft.checkIn || !!draft.selectedVilla);
  useInactivity(started, () => reset({ forget: true }));

  // Prefetch the later steps once the guest starts choosing (not during the first load, which
  // keeps the entry page within its transfer budget), when the browser is idle.
  useEffect(() => {
    if (!started) return;
    const prefetch = () => {
      void loadLaterSteps();
      void loadStep2();
      void loadStep3();
      void loadStep4();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 1500);
    return () => clearTimeout(id);
  }, [started]);

  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8" aria-label="Book your stay">
        <h1 className="sr-only">Book your stay at Village Machaan</h1>
        <StepIndicator current={step} done={finished} />
        <div className="mt-6">
          <Suspense fallback={<p className="py-12 text-center text-muted">Loading...</p>}>
            {step === 1 ? (
              <StepDates />
            ) : (
              <LaterSteps>
                {step === 2 ? <StepPackage /> : null}
                {step === 3 ? <StepSafari /> : null}
                {step === 4 ? <StepConfirm /> : null}
              </LaterSteps>
            )}
          </Suspense>
        </div>
      </section>
      {step === 1 && !finished ? belowStepOne : null}
    </>
  );
}
