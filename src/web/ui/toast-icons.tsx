import { icon } from './icons';

// The toasts' icons (lucide's markup, as icons.tsx): loaded with the toasts (toast-list.tsx), not
// with the entry page (decision 0150).

/** lucide `circle-check` */
export const CheckCircle2 = icon(
  'circle-check',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
/** lucide `circle-x` */
export const XCircle = icon(
  'circle-x',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6" />
    <path d="m9 9 6 6" />
  </>,
);
/** lucide `triangle-exclamation-point` */
export const AlertTriangle = icon(
  'triangle-exclamation-point',
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);
/** lucide `info` */
export const Info = icon(
  'info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4" />
    <path d="M12 8h.01" />
  </>,
);
/** lucide `x` */
export const X = icon(
  'x',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
