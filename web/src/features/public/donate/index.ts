// The donate form as other screens show it: downloaded on demand (the main step, a student's page).
export { DonateForm, preloadDonateForm } from './lazy-form';
