// Every fixed user-facing text of the app (validation alerts, banners, errors), in one catalogue.
export * from './catalogue';
export * from './count-of';
