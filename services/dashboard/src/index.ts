export { createDashboard, type DashboardDeps } from './app';
