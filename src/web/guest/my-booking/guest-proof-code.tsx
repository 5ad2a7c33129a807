import { guestButtonStyles, guestInputClass } from '../../ui/form/styles';
import { KeyRound, Loader2, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { PROOF_CODE_DIGITS, PROOF_CODE_TTL_MINUTES } from '../../../domain/guest-proof-code';
import { requestProofCode } from '../../api/guest-booking';

/** Where the "get a code" notes in the change and cancel sections point to. */
const PROOF_CODE_SECTION_ID = 'proof-code-heading';

/** The typed code once it has the right number of digits (spaces the guest copied are ignored). */
export function completeProofCode(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return new RegExp(`^\\d{${PROOF_CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * "Confirm it's you" (decision 0117): a booking found by its code and e-mail can be looked at, but
 * cancelling or moving it needs a one-time code sent to that e-mail. The guest asks for one and
 * types it here; the change and cancel buttons send it along.
 */
export function GuestProofCode({
  bookingCode,
  email,
  value,
  onChange,
}: {
  bookingCode: string;
  email: string;
  value: string;
  onChange(value: string): void;
}) {
  const ids = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await requestProofCode(bookingCode, email);
      setSent(answer.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The code could not be sent.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby={PROOF_CODE_SECTION_ID}
      className="rounded-2xl border border-forest/30 bg-cream p-5 shadow-sm print:hidden"
    >
      <h2 id={PROOF_CODE_SECTION_ID} tabIndex={-1} className="flex items-center gap-2 text-xl">
        <KeyRound aria-hidden className="size-5 text-forest" /> Confirm it’s you
      </h2>
      <p className="mt-2 text-sm text-muted">
        To change your dates or cancel, we send a {PROOF_CODE_DIGITS}-digit code to{' '}
        <strong className="break-words text-ink">{email}</strong>. The link in your confirmation
        e-mail works without a code.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <button
          type="button"
          onClick={() => void send()}
          disabled={busy}
          className={guestButtonStyles.secondary}
        >
          {busy ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <MailCheck aria-hidden className="size-4" />
          )}{' '}
          {sent ? 'Send a new code' : 'Send me a code'}
        </button>
        <div className="sm:w-48">
          <label htmlFor={`${ids}-code`} className="mb-1 block text-sm font-medium">
            Code from the e-mail
          </label>
          <input
            id={`${ids}-code`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PROOF_CODE_DIGITS + 2}
            aria-describedby={`${ids}-hint`}
            className={`${guestInputClass} font-mono tracking-[0.3em]`}
          />
        </div>
      </div>
      <p id={`${ids}-hint`} className="mt-2 text-sm text-muted" role="status">
        {sent ??
          `Each code works for ${PROOF_CODE_TTL_MINUTES} minutes and once; ask for a new one for each change.`}
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Said in place of a change or cancel button until a code is typed. */
export function ProofCodeNeeded({ action }: { action: string }) {
  return (
    <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      To {action}, enter the code we e-mail you under{' '}
      <a
        href={`#${PROOF_CODE_SECTION_ID}`}
        onClick={(e) => {
          e.preventDefault();
          const heading = document.getElementById(PROOF_CODE_SECTION_ID);
          heading?.scrollIntoView({ block: 'center' });
          heading?.focus();
        }}
        className="font-medium underline"
      >
        Confirm it’s you
      </a>
      .
    </p>
  );
}
