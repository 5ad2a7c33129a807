import {
  BedDouble,
  Binoculars,
  CalendarCheck,
  ChartColumn,
  House,
  LayoutDashboard,
  Mail,
  Package,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';

/**
 * The admin sections: this one list drives the side menu and the routes. A section with a
 * `load` is a lazy chunk of its own, loaded when first opened (or when its menu item is hovered or
 * focused); without one it shows the coming-soon page. A section's component renders everything
 * under its path (`/admin/bookings/*`), so it can have pages of its own (list, detail …).
 */
export type AdminSection = {
  /** Path under /admin ('' is the dashboard). */
  path: string;
  /** Menu label. */
  label: string;
  /** Page title (the spec's screen name), for the coming-soon page. */
  title: string;
  icon: LucideIcon;
  load?: () => Promise<{ default: ComponentType }>;
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: '',
    label: 'Dashboard',
    title: 'Dashboard',
    icon: LayoutDashboard,
    load: () => import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
  },
  {
    path: 'bookings',
    label: 'Bookings',
    title: 'Booking Management',
    icon: CalendarCheck,
    load: () => import('./bookings/section'),
  },
  {
    path: 'occupancy',
    label: 'Occupancy',
    title: 'Room-Wise Occupancy',
    icon: BedDouble,
    load: () => import('./occupancy/section'),
  },
  {
    path: 'safari-queries',
    label: 'Safari Queries',
    title: 'Safari Queries',
    icon: Binoculars,
    load: () => import('./safari-queries/section'),
  },
  {
    path: 'villas',
    label: 'Villas',
    title: 'Villas',
    icon: House,
    load: () => import('./villas/section'),
  },
  {
    path: 'packages',
    label: 'Packages',
    title: 'Packages',
    icon: Package,
    load: () => import('./packages/section'),
  },
  {
    path: 'promo-codes',
    label: 'Promo Codes',
    title: 'Promo Codes',
    icon: TicketPercent,
    load: () => import('./promo-codes/section'),
  },
  {
    path: 'users',
    label: 'Users',
    title: 'Users',
    icon: Users,
    load: () => import('./guests/section'),
  },
  {
    path: 'reports',
    label: 'Reports',
    title: 'Reports',
    icon: ChartColumn,
    load: () => import('./reports/section'),
  },
  {
    path: 'emails',
    label: 'E-mails',
    title: 'E-mails',
    icon: Mail,
    load: () => import('./emails/section'),
  },
];

export const sectionHref = (section: AdminSection) =>
  section.path ? `/admin/${section.path}` : '/admin';
