import type { ReactNode, SVGProps } from 'react';

/**
 * The few lucide icons the guest entry page draws (step 1, the layout; the toasts'
 * are in toast-icons.tsx), written out as SVG:
 * lucide-react's runtime (≈ 2.5 KB compressed) would otherwise ride in the page's first download
 * (decision 0143). Same markup as lucide-react (attributes, `lucide lucide-<name>` classes, aria-hidden
 * unless labelled); elsewhere import from lucide-react as usual.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function icon(name: string, children: ReactNode) {
  return function Icon({ className, ...props }: IconProps) {
    const labelled = Object.keys(props).some(
      (k) => k.startsWith('aria-') || k === 'role' || k === 'title',
    );
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
        {...(labelled ? {} : { 'aria-hidden': true })}
        {...props}
      >
        {children}
      </svg>
    );
  };
}

/** lucide `arrow-right` */
export const ArrowRight = icon(
  'arrow-right',
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
/** lucide `calendar-days` */
export const CalendarDays = icon(
  'calendar-days',
  <>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
    <path d="M8 13h.01" />
    <path d="M12 13h.01" />
    <path d="M16 13h.01" />
    <path d="M8 17h.01" />
    <path d="M12 17h.01" />
    <path d="M16 17h.01" />
  </>,
);
/** lucide `loader-circle` */
export const Loader2 = icon(
  'loader-circle',
  <>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </>,
);
/** lucide `chevron-left` */
export const ChevronLeft = icon(
  'chevron-left',
  <>
    <path d="m15 18-6-6 6-6" />
  </>,
);
/** lucide `chevron-right` */
export const ChevronRight = icon(
  'chevron-right',
  <>
    <path d="m9 18 6-6-6-6" />
  </>,
);
/** lucide `map-pin` */
export const MapPin = icon(
  'map-pin',
  <>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
/** lucide `trees` */
export const Trees = icon(
  'trees',
  <>
    <path d="M10 10v.2A3 3 0 0 1 8.9 16H5a3 3 0 0 1-1-5.8V10a3 3 0 0 1 6 0Z" />
    <path d="M7 16v6" />
    <path d="M13 19v3" />
    <path d="M12 19h8.3a1 1 0 0 0 .7-1.7L18 14h.3a1 1 0 0 0 .7-1.7L16 9h.2a1 1 0 0 0 .8-1.7L13 3l-1.4 1.5" />
  </>,
);
/** lucide `users` */
export const Users = icon(
  'users',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </>,
);
/** lucide `phone` */
export const Phone = icon(
  'phone',
  <>
    <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />
  </>,
);
/** lucide `mail` */
export const Mail = icon(
  'mail',
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);
/** lucide `check` */
export const Check = icon(
  'check',
  <>
    <path d="M20 6 9 17l-5-5" />
  </>,
);
