import { toMillis } from '@yaocai/domain/time';
import { Fragment, useEffect, useRef } from 'react';
import { useServerNow } from '../../internal/useServerNow';
import { Digits, Ended, PhaseText, Root } from './Countdown.styles';

export interface CountdownProps {
  /** The server's timestamp from the response this countdown belongs to, in seconds (10 digits) or ms. */
  serverTime: number;
  /** When the activity ends, in seconds (10 digits) or ms. */
  end: number;
  /** When the activity starts, in seconds (10 digits) or ms; before it the countdown reads 距开始. */
  start?: number;
  /** Called once when the end is reached (also when it has already passed on mount). */
  onEnd?: () => void;
  /** Accessible name of the timer, e.g. 秒杀倒计时. @default '活动倒计时' */
  label?: string;
  /** Text shown once the activity has ended. @default '已结束' */
  endedText?: string;
}

type CountdownPhase = 'upcoming' | 'running' | 'ended';

const units = [
  { unit: '天', seconds: 86_400 },
  { unit: '时', seconds: 3_600 },
  { unit: '分', seconds: 60 },
  { unit: '秒', seconds: 1 },
];

/** Splits whole seconds into 天/时/分/秒; days only appear when there is at least one. */
function splitSeconds(total: number) {
  let rest = total;
  return units
    .map(({ unit, seconds }) => {
      const value = Math.floor(rest / seconds);
      rest -= value * seconds;
      return { unit, value, text: unit === '天' ? String(value) : String(value).padStart(2, '0') };
    })
    .filter((part) => part.unit !== '天' || part.value > 0);
}

/** 距开始 / 距结束 countdown that ticks every second on the server's clock (spec §4). */
export function Countdown({
  serverTime,
  end,
  start,
  onEnd,
  label = '活动倒计时',
  endedText = '已结束',
}: CountdownProps) {
  const endMs = toMillis(end);
  const startMs = start === undefined ? undefined : toMillis(start);
  const now = useServerNow(serverTime, endMs);

  // Not a session rule: the server's flashSession (domain) chose start and end; this only reads the clock
  // against them, so 距开始 turns into 距结束 on the second without asking the server again.
  const phase: CountdownPhase =
    now >= endMs ? 'ended' : startMs !== undefined && now < startMs ? 'upcoming' : 'running';
  const target = phase === 'upcoming' ? startMs! : endMs;
  // Round up so the last second reads 01秒 rather than 00秒 before flipping to ended.
  const remaining = Math.max(0, Math.ceil((target - now) / 1000));

  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    if (phase === 'ended' && endedFor.current !== endMs) {
      endedFor.current = endMs;
      onEnd?.();
    }
  }, [phase, endMs, onEnd]);

  return (
    <Root data-ui="Countdown" data-state={phase} role="timer" aria-live="off" aria-label={label}>
      {phase === 'ended' ? (
        <Ended>{endedText}</Ended>
      ) : (
        <>
          <PhaseText>{phase === 'upcoming' ? '距开始' : '距结束'}</PhaseText>
          {splitSeconds(remaining).map(({ unit, text }) => (
            <Fragment key={unit}>
              <Digits>{text}</Digits>
              {unit}
            </Fragment>
          ))}
        </>
      )}
    </Root>
  );
}
