import type { Ability } from '@hope/domain/team';
import type { ReactElement } from 'react';
import { lazyScreen, type LazyScreen } from '../../lib/lazy-screen';
import { RoleGate } from './auth/RoleGate';
import { addPathOf, exportPathOf, recordKinds } from './kinds';
import type { SidebarLink } from './layout/AdminLayout';

/*
 * The registry of the back office's screens, after react-admin's <Resource>: each screen's address, the
 * ability its role needs, and its sidebar link. AdminRoutes makes the routes from it and the sidebar shows its
 * links, so a new screen is one line here (and its folder). The record kinds' screens come from their own
 * registry (kinds/registry.ts): a kind's list, add form and export follow from its description.
 */

// Each screen is its own chunk: opening the dashboard does not download the add forms or the CSV export.
const DashboardPage = lazyScreen(async () => (await import('./dashboard/DashboardPage')).DashboardPage);
const ClassesPage = lazyScreen(async () => (await import('./classes/ClassesPage')).ClassesPage);
const RecordListPage = lazyScreen(async () => (await import('./records/RecordListPage')).RecordListPage);
const AddRecordPage = lazyScreen(async () => (await import('./records/AddRecordPage')).AddRecordPage);
const ExportPage = lazyScreen(async () => (await import('./records/ExportPage')).ExportPage);
const SettingsPage = lazyScreen(async () => (await import('./settings/SettingsPage')).SettingsPage);
const ActivityPage = lazyScreen(async () => (await import('./activity/ActivityPage')).ActivityPage);
const ReceiptsPage = lazyScreen(async () => (await import('./receipts/ReceiptsPage')).ReceiptsPage);
/** The Receipts screen's first queries, opened with its code: the click then finds them under way or ready. */
const receiptsData = async () => (await import('./receipts/ReceiptsPage')).prefetchReceipts();
const TeamPage = lazyScreen(async () => (await import('./team/TeamPage')).TeamPage);
const PayoutsPage = lazyScreen(async () => (await import('./payouts/PayoutsPage')).PayoutsPage);
const DepositsPage = lazyScreen(async () => (await import('./deposits/DepositsPage')).DepositsPage);
const depositsData = async () => (await import('./deposits/DepositsPage')).prefetchDeposits();
const BatchPage = lazyScreen(async () => (await import('./deposits/BatchPage')).BatchPage);
const StudentPagesPage = lazyScreen(
  async () => (await import('./student-pages/StudentPagesPage')).StudentPagesPage,
);
const DrivesPage = lazyScreen(async () => (await import('./drives/DrivesPage')).DrivesPage);
const DriveCountsPage = lazyScreen(async () => (await import('./drives/DriveCountsPage')).DriveCountsPage);
const ReportsPage = lazyScreen(async () => (await import('./reports/ReportsPage')).ReportsPage);

export interface AdminScreen {
  /** The route under /admin. */
  path: string;
  element: ReactElement;
  /** Fetches the screen's code early. */
  preload: () => Promise<unknown>;
  /** Its sidebar link, if it has one. */
  link?: SidebarLink;
}

/** A screen's address as a route under /admin. */
const underAdmin = (path: string) => path.replace(/^\/admin\//, '');

/**
 * A screen: its address under /admin, what it shows, the ability its role needs (a member without it is told
 * so, and the sidebar hides its link), and its sidebar link's text if it has one.
 */
function adminScreen<P extends object>(
  path: string,
  Screen: LazyScreen<P>,
  props: NoInfer<P>,
  ability: Ability,
  navLabel?: string,
  prefetchData?: () => Promise<unknown>,
): AdminScreen {
  // A hover or a focus that finds the code (or the data) on its way fetches nothing twice.
  const prefetch = () => {
    void Screen.preload().catch(() => {});
    void prefetchData?.().catch(() => {});
  };
  return {
    path: underAdmin(path),
    // Keyed by address: moving between two kinds' screens starts a fresh screen (its own records and form).
    element: (
      <RoleGate key={path} ability={ability}>
        <Screen {...props} />
      </RoleGate>
    ),
    preload: Screen.preload,
    link:
      navLabel === undefined
        ? undefined
        : { to: `/admin/${underAdmin(path)}`, label: navLabel, ability, prefetch },
  };
}

/** Every record kind's list (with its sidebar link), add form and export, from its description. */
const recordKindScreens = recordKinds.flatMap((kind) => [
  adminScreen(kind.path, RecordListPage, { kind }, kind.access.list, kind.navLabel),
  adminScreen(addPathOf(kind), AddRecordPage, { kind }, kind.access.add),
  adminScreen(exportPathOf(kind), ExportPage, { kind }, kind.access.export),
]);

/** Every back-office screen, in the sidebar's order. */
export const adminScreens: readonly AdminScreen[] = [
  adminScreen('dashboard', DashboardPage, {}, 'read', 'Dashboard'),
  ...recordKindScreens,
  adminScreen('classes', ClassesPage, {}, 'read', 'Classes'),
  adminScreen('student-pages', StudentPagesPage, {}, 'read', 'Student pages'),
  adminScreen('drives', DrivesPage, {}, 'read', 'Pledge drives'),
  adminScreen('drives/:driveId', DriveCountsPage, {}, 'read'),
  adminScreen('activity', ActivityPage, {}, 'read', 'Activity'),
  adminScreen('receipts', ReceiptsPage, {}, 'editRecords', 'Receipts', receiptsData),
  adminScreen('payouts', PayoutsPage, {}, 'read', 'Payouts'),
  adminScreen('deposits', DepositsPage, {}, 'read', 'Deposits', depositsData),
  adminScreen('deposits/:batchId', BatchPage, {}, 'read'),
  adminScreen('reports', ReportsPage, {}, 'read', 'Reports'),
  adminScreen('team', TeamPage, {}, 'manage', 'Team'),
  adminScreen('settings', SettingsPage, {}, 'manage', 'Settings'),
];

/** The sidebar's links, in order; the sidebar shows each to the roles that may open its screen. */
export const sidebarLinks: readonly SidebarLink[] = adminScreens.flatMap((screen) =>
  screen.link ? [screen.link] : [],
);

/** The dashboard: the index and unknown addresses show it. */
export const preloadDashboard = DashboardPage.preload;
