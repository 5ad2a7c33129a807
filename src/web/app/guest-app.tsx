import { lazy, Suspense, type ComponentType } from 'react';
import { legalPageOfPath, type LegalPageId } from '../../domain/legal-pages';
import { ToastProvider } from '../ui/toast';
import { BookingWizard } from '../guest/booking-wizard';
import { HomeSections } from '../guest/home/home-sections';
import { ErrorBoundary } from './error-screen';
import { GuestLayout } from './guest-layout';

// The pages other than `/` load their code and the query client (query-root.tsx) side by side:
// neither is in the entry page's download (decisions 0136, 0143).
const withQueries = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    const [{ QueryRoot }, Page] = await Promise.all([import('./query-root'), load()]);
    return {
      default: (props: P) => (
        <QueryRoot>
          <Page {...props} />
        </QueryRoot>
      ),
    };
  });

const NotFoundPage = lazy(() =>
  import('../guest/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const LegalPage = withQueries<{ page: LegalPageId }>(() =>
  import('../guest/legal-page').then((m) => m.LegalPage),
);
// Find my booking and the guest's own booking page: a chunk of their own, never in the entry bundle.
const SelfServicePage = withQueries<{ path: string }>(() =>
  import('../guest/my-booking/self-service-page').then((m) => m.SelfServicePage),
);

const isSelfServicePath = (path: string) => path === '/booking' || path.startsWith('/booking/');

/** The guest site: the booking wizard at `/` with the home page's sections below it (decision 0129), the policy pages, a friendly 404 elsewhere. No router (decision 0030). */
export function GuestApp({ path }: { path: string }) {
  const isHome = path === '/' || path === '/index.html';
  const legal = legalPageOfPath(path);
  return (
    <ErrorBoundary>
      <ToastProvider>
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
      </ToastProvider>
    </ErrorBoundary>
  );
}
