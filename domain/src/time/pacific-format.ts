import { tzOffset } from '@date-fns/tz';
import { schoolConfig } from '../config/school';
import { instantMs } from './instant';

/*
 * Exports format one or more timestamps per row for 100,000 rows; a full date-fns format per cell costs too
 * much. The zone offset only changes on the hour, so it is looked up once per UTC hour and cached.
 */
const hourMs = 3_600_000;
const offsetByHour = new Map<number, number>();

function pacificOffsetMs(ms: number): number {
  const hour = Math.floor(ms / hourMs);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = tzOffset(schoolConfig.timeZone, new Date(hour * hourMs)) * 60_000;
    offsetByHour.set(hour, offset);
  }
  return offset;
}

const pad = (value: number) => (value < 10 ? `0${value}` : String(value));

function pacificWallClock(iso: string | null | undefined): Date | null {
  const ms = instantMs(iso);
  return Number.isNaN(ms) ? null : new Date(ms + pacificOffsetMs(ms));
}

/** 'YYYY-MM-DD' in Pacific time, '' for a missing or invalid timestamp. */
export function formatPacificDate(iso: string | null | undefined): string {
  const wall = pacificWallClock(iso);
  if (!wall) return '';
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:mm' in Pacific time, '' for a missing or invalid timestamp. */
export function formatPacificDateTime(iso: string | null | undefined): string {
  const wall = pacificWallClock(iso);
  if (!wall) return '';
  return `${formatPacificDate(iso)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
