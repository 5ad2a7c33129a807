import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { legalPageOfPath } from '../../domain/legal';
import { BookingWizard } from '../guest/booking-wizard';
import { HomeSections } from '../guest/home/home-sections';
import { ErrorBoundary } from './error-screen';
import { GuestLayout } from './guest-layout';
import { AppProviders } from './providers';

const NotFoundPage = lazy(() =>
  import('../guest/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
// Find my booking and the guest's own booking page: a chunk of their own, never in the entry bundle.
const SelfServicePage = lazy(() =>
  import('../guest/my-booking/self-service-page').then((m) => ({ default: m.SelfServicePage })),
);

const isSelfServicePath = (path: string) => path === '/booking' || path.startsWith('/booking/');
const LegalPage = lazy(() => import('../guest/legal-page').then((m) => ({ default: m.LegalPage })));

/** The guest site: the booking wizard at `/` with the home page's sections below it (decision 0129), the policy pages, a friendly 404 elsewhere. No router (decision 0030). */
export function GuestApp({ path, queryClient }: { path: string; queryClient?: QueryClient }) {
  const isHome = path === '/' || path === '/index.html';
  const legal = legalPageOfPath(path);
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <GuestLayout>
          {isHome ? (
            <BookingWizard belowStepOne={<HomeSections />} />
          ) : isSelfServicePath(path) ? (
            <Suspense fallback={null}>
              <SelfServicePage path={path} />
            </Suspense>
          ) : (
            <Suspense fallback={null}>
              {legal ? <LegalPage page={legal} /> : <NotFoundPage />}
            </Suspense>
          )}
        </GuestLayout>
      </AppProviders>
    </ErrorBoundary>
  );
}
