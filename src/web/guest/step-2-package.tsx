import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, Loader2 } from 'lucide-react';
import { nightsBetween } from '../../domain/dates';
import { packagesQuery, type Package } from '../api/packages';
import { quoteQuery, type QuoteRequest } from '../api/quote';
import { formatInr } from '../ui/format';
import { SmartImage } from '../ui/smart-image';
import { useBooking } from './booking-context';
import { PriceBreakdown } from './price-breakdown';
import { StaySummaryBar } from './stay-summary-bar';
import { StepHeading } from './step-heading';

export function StepPackage() {
  const { draft, dispatch } = useBooking();
  const packages = useQuery(packagesQuery);
  const base: QuoteRequest = {
    villaId: draft.selectedVilla?.id ?? '',
    checkIn: draft.checkIn ?? '',
    checkOut: draft.checkOut ?? '',
    adults: draft.adults,
    children: draft.children,
    rooms: draft.rooms,
  };
  const selected = draft.selectedPackage;
  const running = useQuery(quoteQuery(selected ? { ...base, packageId: selected.id } : base));
  // A failed load shows an empty list.
  const list = packages.isError ? [] : (packages.data ?? []);

  return (
    <div className="space-y-5">
      <StepHeading title="Select your Package">
        Add meals and extras to your stay, or keep it simple. Packages are optional.
      </StepHeading>
      <StaySummaryBar />

      {packages.isPending ? (
        <p className="flex items-center gap-2 py-8 text-muted" role="status">
          <Loader2 aria-hidden className="size-4 animate-spin" /> Loading packages...
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-sand bg-white p-6 text-center text-muted">
          No packages available at the moment.
        </p>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2">
          {list.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              request={{ ...base, packageId: pkg.id }}
              nights={nightsBetween(draft.checkIn ?? undefined, draft.checkOut ?? undefined)}
              selected={selected?.id === pkg.id}
              onSelect={() =>
                dispatch({
                  type: 'setPackage',
                  pkg:
                    selected?.id === pkg.id
                      ? null
                      : { id: pkg.id, name: pkg.name, price: pkg.price, duration: pkg.duration },
                })
              }
            />
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-4 rounded-2xl border border-sand bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted" aria-live="polite">
          Your stay total{selected ? ` with ${selected.name}` : ''}:{' '}
          <strong className="text-lg text-forest" data-testid="running-total">
            {running.data ? formatInr(running.data.total) : '…'}
          </strong>{' '}
          <span className="text-xs">(incl. taxes)</span>
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => dispatch({ type: 'setStep', step: 1 })}
            className="inline-flex items-center justify-center gap-2 rounded-full border border-forest px-5 py-2.5 font-medium text-forest hover:bg-sand"
          >
            <ArrowLeft aria-hidden className="size-4" /> Back to Date Selection
          </button>
          <button
            type="button"
            onClick={() => dispatch({ type: 'setStep', step: 3 })}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-forest px-5 py-2.5 font-semibold text-white hover:bg-moss"
          >
            {selected ? 'Continue to Safari Selection' : 'Skip to Safari Selection'}{' '}
            <ArrowRight aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </div>
  );
}

function priceLine(pkg: Package): string {
  if (pkg.price === 0) return 'Included in your villa rate';
  return `${formatInr(pkg.price)} ${pkg.duration.toLowerCase()}`;
}

function PackageCard({
  pkg,
  request,
  nights,
  selected,
  onSelect,
}: {
  pkg: Package;
  request: QuoteRequest;
  nights: number;
  selected: boolean;
  onSelect(): void;
}) {
  const quote = useQuery(quoteQuery(request));
  const headingId = `package-${pkg.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col overflow-hidden rounded-2xl border-2 bg-white shadow-sm ${selected ? 'border-moss' : 'border-sand'}`}
    >
      <SmartImage
        src={pkg.images[0]}
        alt=""
        width={480}
        height={300}
        className="aspect-[8/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-xl">
            {pkg.name}
          </h3>
          <span className="rounded-full bg-cream px-2.5 py-0.5 text-xs font-medium text-bark">
            {pkg.duration}
          </span>
        </div>
        <p className="text-sm text-muted">{pkg.description}</p>
        {pkg.inclusions.length ? (
          <ul className="grid gap-1 text-sm" aria-label={`${pkg.name} highlights`}>
            {pkg.inclusions.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-moss" /> {item}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm font-medium text-ink">{priceLine(pkg)}</p>
        <div className="mt-auto rounded-xl bg-cream p-3">
          {quote.data ? (
            <>
              <p className="mb-2 flex items-baseline justify-between gap-2">
                <span className="text-sm text-muted">Total for your {nights}-night stay</span>
                <strong className="text-lg text-forest" data-testid={`package-total-${pkg.id}`}>
                  {formatInr(quote.data.total)}
                </strong>
              </p>
              <PriceBreakdown quote={quote.data} label={`${pkg.name} price breakdown`} />
            </>
          ) : quote.isError ? (
            <p className="text-sm text-red-800">{quote.error.message}</p>
          ) : (
            <p className="text-sm text-muted">Calculating your total...</p>
          )}
        </div>
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={`${selected ? 'Selected' : 'Select Now'}: ${pkg.name}`}
          className={`inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold ${
            selected ? 'bg-moss text-white' : 'border-2 border-forest text-forest hover:bg-sand'
          }`}
        >
          {selected ? (
            <>
              <Check aria-hidden className="size-4" /> Selected
            </>
          ) : (
            'Select Now'
          )}
        </button>
      </div>
    </li>
  );
}
