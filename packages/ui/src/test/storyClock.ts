import { install } from '@sinonjs/fake-timers';

/**
 * Fake timers for a story's `play`, where Vitest's `vi` is not at hand (the stories also run in the Storybook
 * app). Only setTimeout is faked, and it still creeps on with real time (`shouldAdvanceTime`), so userEvent
 * and Radix keep working while the play jumps the clock over a 2 s draw or a 1 s close. Install it after the
 * story has rendered and uninstall it in a `finally`.
 */
export function installStoryClock() {
  return install({
    toFake: ['setTimeout', 'clearTimeout'],
    shouldAdvanceTime: true,
    shouldClearNativeTimers: true,
  });
}
