/** The contact feature's public surface: other features, routes and the app import only this. */
export { ContactPage } from './components/contact-page.tsx';
