import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { ControlButton, Controls, Dot, Root, Slide } from './Carousel.styles';
import { useReducedMotion } from './useReducedMotion';

/** One slide: its content (an advert, a picture) and what a screen reader announces for it. */
export interface CarouselSlide {
  /** Stable key, e.g. the advert id. */
  key: string | number;
  /** The slide, e.g. an `AdvertBanner`. */
  content: ReactNode;
}

export interface CarouselProps {
  /** The slides in order; with one slide there are no controls and nothing moves. */
  slides: CarouselSlide[];
  /** Accessible name of the carousel, e.g. 首页活动. */
  label: string;
  /** Milliseconds each slide stays before the next one comes. @default 5000 */
  interval?: number;
  /** The slide shown, when controlled (0-based). */
  index?: number;
  /** The slide shown first when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Called when the slide changes, by the timer or by the person. */
  onIndexChange?: (index: number) => void;
}

/**
 * The home carousel (spec §2 rnss): one slide at a time with a dot for each, moving on every `interval` ms.
 * It holds still while the pointer is over it or the focus is in it, after 暂停 is pressed, and always for a
 * person who asked for reduced motion (WAI-ARIA carousel pattern: rotation stops, then the slide changes are
 * announced politely). ← and → move between slides while the focus is in it.
 */
export function Carousel({
  slides,
  label,
  interval = 5000,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
}: CarouselProps) {
  const slideId = useId();
  const [rawIndex, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const index = count > 0 ? ((rawIndex % count) + count) % count : 0;
  const rotating = count > 1 && !stopped && !reducedMotion;
  const paused = hovered || focused;

  useEffect(() => {
    if (!rotating || paused) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotating, paused, index, count, interval, setIndex]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Root
      data-ui="Carousel"
      aria-roledescription="轮播"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div aria-live={rotating && !paused ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <Slide
            key={slide.key}
            id={`${slideId}-${position}`}
            role="group"
            aria-roledescription="幻灯片"
            aria-label={`第 ${position + 1} 张，共 ${count} 张`}
            hidden={position !== index}
          >
            {slide.content}
          </Slide>
        ))}
      </div>
      {count > 1 && (
        <Controls>
          {slides.map((slide, position) => (
            <Dot
              key={slide.key}
              type="button"
              aria-label={`第 ${position + 1} 张`}
              aria-controls={`${slideId}-${position}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => go(position)}
            />
          ))}
          {!reducedMotion && (
            <ControlButton type="button" onClick={() => setStopped((value) => !value)}>
              {stopped ? '播放' : '暂停'}
            </ControlButton>
          )}
        </Controls>
      )}
    </Root>
  );
}
