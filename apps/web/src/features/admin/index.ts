/** The admin feature's public surface: other features, routes and the app import only this. */
export { AdminConsole } from './components/admin-console.tsx';
