import { guestButtonStyles, guestInputClass } from '../../ui/form/styles';
import { Loader2, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { fetchGuestBooking, type GuestProof } from '../../api/guest-booking';

const NOT_FOUND_TEXT =
  'We could not find a booking with that booking ID and e-mail address. Please check both and try again.';

export function FindBooking({
  initialCode,
  onFound,
}: {
  initialCode: string;
  onFound(code: string, proof: GuestProof): void;
}) {
  const [code, setCode] = useState(initialCode);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = code.trim().toUpperCase();
    if (!id || !email.trim()) {
      setError('Please enter your booking ID and the e-mail address you booked with.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const proof = { email: email.trim() };
      const found = await fetchGuestBooking(id, proof);
      onFound(found.bookingId, proof);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? NOT_FOUND_TEXT
          : err instanceof Error
            ? err.message
            : NOT_FOUND_TEXT,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="find-heading" className="mx-auto max-w-md px-4 py-10">
      <h1 id="find-heading" className="text-3xl">
        Find my booking
      </h1>
      <p className="mt-2 text-muted">
        Enter the booking ID from your confirmation e-mail (it starts with VM) and the e-mail
        address you booked with. The link in your confirmation e-mail opens your booking without
        typing.
      </p>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="mt-6 space-y-4 rounded-2xl border border-sand bg-white p-5 shadow-sm"
      >
        <div>
          <label htmlFor="find-code" className="mb-1 block text-sm font-medium">
            Booking ID
          </label>
          <input
            id="find-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="VM…"
            className={`${guestInputClass} font-mono uppercase`}
          />
        </div>
        <div>
          <label htmlFor="find-email" className="mb-1 block text-sm font-medium">
            Email
          </label>
          <input
            id="find-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            className={guestInputClass}
          />
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={`${guestButtonStyles.primary} w-full`}>
          {busy ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <Search aria-hidden className="size-4" />
          )}{' '}
          Find my booking
        </button>
      </form>
    </section>
  );
}
