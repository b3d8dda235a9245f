// The Community Partner form as the public page shows it: downloaded on demand.
export { SponsorForm, preloadSponsorForm } from './lazy-form';
