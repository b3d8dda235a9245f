// The sample settings, split off: the page downloads them only when the school's settings cannot be read.
export { defaultSettings } from '@hope/domain/settings';
