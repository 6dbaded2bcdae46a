// The clients feature's public entry.
export { default as DashboardHome } from './dashboard-home';
