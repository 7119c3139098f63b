// The one route table of the back office (SPEC §2). Every screen but the login is its own chunk
// (React.lazy), fetched when its route is first visited; the login is where a first visit lands, so
// it comes with the app itself instead of after a second round trip.
import { type ComponentType, lazy } from 'react';
import LoginPage from '../features/auth/components/LoginPage';

export interface RouteDef {
  path: string;
  /** 'public': login and reminder screens; 'private': needs a session. */
  access: 'public' | 'private';
  Component: ComponentType;
}

const RemindPage = lazy(() => import('../features/auth/components/RemindPage'));
const RemindCodePage = lazy(() => import('../features/auth/components/RemindCodePage'));
const ActionsPage = lazy(() => import('../features/actions/components/ActionsPage'));
const ReportsPage = lazy(() => import('../features/reports/components/ReportsPage'));
const PersonnelPage = lazy(() => import('../features/personnel/components/PersonnelPage'));
const EventsPage = lazy(() => import('../features/events/components/EventsPage'));
const CodesPage = lazy(() => import('../features/codes/components/CodesPage'));
const AccountPage = lazy(() => import('../features/account/components/AccountPage'));

export const ROUTES: readonly RouteDef[] = [
  { path: '/', access: 'public', Component: LoginPage },
  { path: '/remind', access: 'public', Component: RemindPage },
  { path: '/remind/code', access: 'public', Component: RemindCodePage },
  { path: '/actions', access: 'private', Component: ActionsPage },
  { path: '/reports', access: 'private', Component: ReportsPage },
  { path: '/personnel', access: 'private', Component: PersonnelPage },
  { path: '/events', access: 'private', Component: EventsPage },
  { path: '/locations', access: 'private', Component: EventsPage },
  { path: '/regions', access: 'private', Component: EventsPage },
  { path: '/kody', access: 'private', Component: CodesPage },
  { path: '/twoje-konto', access: 'private', Component: AccountPage },
];
