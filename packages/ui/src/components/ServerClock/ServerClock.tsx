import { useServerNow } from '../../internal/useServerNow';
import { Root } from './ServerClock.styles';

export interface ServerClockProps {
  /** The server's timestamp from a response, in seconds (10 digits) or ms. */
  serverTime: number;
  /** The server's offset from UTC in minutes; China has one zone and no daylight saving. @default 480 */
  utcOffsetMinutes?: number;
  /** Accessible name of the clock. @default '北京时间' */
  label?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The server's current time as HH:mm:ss, ticking every second (spec §4). */
export function ServerClock({ serverTime, utcOffsetMinutes = 480, label = '北京时间' }: ServerClockProps) {
  const now = useServerNow(serverTime);
  // Shift, then read the UTC fields, so the viewer's own time zone never leaks in.
  const wall = new Date(now + utcOffsetMinutes * 60_000);
  const text = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;

  return (
    <Root data-ui="ServerClock" role="timer" aria-live="off" aria-label={label}>
      <time dateTime={new Date(now).toISOString()}>{text}</time>
    </Root>
  );
}
