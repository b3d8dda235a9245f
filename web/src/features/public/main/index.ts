// The main step, as the public page shows it, and the choices it offers.
export { MainStep } from './MainStep';
export type { GivingChoice } from './preload';
