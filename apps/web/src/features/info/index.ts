/** The info feature's public surface: other features, routes and the app import only this. */
export { AboutPage } from './components/about-page.tsx';
export { AffiliatesPage } from './components/affiliates-page.tsx';
export { AmbassadorsPage } from './components/ambassadors-page.tsx';
export { BecomeHostPage } from './components/become-host-page.tsx';
export { ChangelogPage } from './components/changelog-page.tsx';
export { JobsPage } from './components/jobs-page.tsx';
export { PressPage } from './components/press-page.tsx';
