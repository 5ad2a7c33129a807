/**
 * The form kit's looks: the admin panel's compact controls and the guest site's roomier ones.
 * One place for each, so a form never copies a class string (decision 0139).
 */
export const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink placeholder:text-stone-500 focus-visible:border-moss aria-[invalid=true]:border-red-700';

export const guestInputClass =
  'w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-ink shadow-sm focus-visible:border-forest aria-invalid:border-red-700';

export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed';

export const buttonStyles = {
  primary: 'bg-forest text-white hover:bg-moss disabled:bg-forest/60',
  secondary: 'border border-forest/30 bg-white text-forest hover:bg-sand disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  ghost: 'text-forest hover:bg-sand disabled:opacity-60',
};

/** The guest site's pill buttons. */
export const guestButtonStyles = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-forest px-5 py-2.5 font-semibold text-white hover:bg-moss disabled:bg-sand disabled:text-muted',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-full border-2 border-forest px-4 py-2 font-semibold text-forest hover:bg-sand disabled:border-sand disabled:text-muted',
};
