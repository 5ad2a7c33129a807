import {
  BedDouble,
  Binoculars,
  CalendarCheck,
  ChartColumn,
  Globe,
  House,
  LayoutDashboard,
  Sparkles,
  Mail,
  Package,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { Permission } from '../../domain/staff-permissions';

/**
 * The admin sections: this one list drives the side menu and the routes. A section with a
 * `load` is a lazy chunk of its own, loaded when first opened (or when its menu item is hovered or
 * focused); without one it shows the coming-soon page. A section's component renders everything
 * under its path (`/admin/bookings/*`), so it can have pages of its own (list, detail …). `load`
 * imports the section's entry: its router `<feature>/router.tsx` when it has pages of its own,
 * else its one page `<feature>/<thing>-page.tsx` (decision 0148).
 */
export type AdminSection = {
  /** Path under /admin ('' is the dashboard). */
  path: string;
  /** Menu label. */
  label: string;
  /** Page title (the spec's screen name), for the coming-soon page. */
  title: string;
  icon: LucideIcon;
  /** What a role needs to see the section (menu item and page; decision 0123). */
  permission: Permission;
  load?: () => Promise<{ default: ComponentType }>;
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: '',
    label: 'Dashboard',
    permission: 'dashboard.read',
    title: 'Dashboard',
    icon: LayoutDashboard,
    load: () => import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
  },
  {
    path: 'bookings',
    label: 'Bookings',
    permission: 'bookings.read',
    title: 'Booking Management',
    icon: CalendarCheck,
    load: () => import('./bookings/router'),
  },
  {
    path: 'occupancy',
    label: 'Occupancy',
    permission: 'occupancy.read',
    title: 'Room-Wise Occupancy',
    icon: BedDouble,
    load: () => import('./occupancy/router'),
  },
  {
    path: 'housekeeping',
    label: 'Housekeeping',
    permission: 'occupancy.read',
    title: 'Housekeeping',
    icon: Sparkles,
    load: () => import('./housekeeping/housekeeping-page'),
  },
  {
    path: 'safari-queries',
    label: 'Safari Queries',
    permission: 'enquiries',
    title: 'Safari Queries',
    icon: Binoculars,
    load: () => import('./safari-queries/safari-queries-page'),
  },
  {
    path: 'villas',
    label: 'Villas',
    permission: 'catalog.read',
    title: 'Villas',
    icon: House,
    load: () => import('./villas/router'),
  },
  {
    path: 'packages',
    label: 'Packages',
    permission: 'catalog.read',
    title: 'Packages',
    icon: Package,
    load: () => import('./packages/packages-page'),
  },
  {
    path: 'home-page',
    label: 'Home page',
    permission: 'villas.write',
    title: 'Home page',
    icon: Globe,
    load: () => import('./home/home-page'),
  },
  {
    path: 'promo-codes',
    label: 'Promo Codes',
    permission: 'villas.write',
    title: 'Promo Codes',
    icon: TicketPercent,
    load: () => import('./promo-codes/promo-codes-page'),
  },
  {
    path: 'users',
    label: 'Users',
    permission: 'guests.read',
    title: 'Users',
    icon: Users,
    load: () => import('./guests/guests-page'),
  },
  {
    path: 'reports',
    label: 'Reports',
    permission: 'reports.read',
    title: 'Reports',
    icon: ChartColumn,
    load: () => import('./reports/reports-page'),
  },
  {
    path: 'emails',
    label: 'E-mails',
    permission: 'emails',
    title: 'E-mails',
    icon: Mail,
    load: () => import('./emails/emails-page'),
  },
];

export const sectionHref = (section: AdminSection) =>
  section.path ? `/admin/${section.path}` : '/admin';
