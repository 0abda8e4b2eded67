import { describe, expect, it } from 'vitest';
import { orderBusy } from '../src/lib/errors';
import { createLane } from '../src/lib/lane';

/** A piece of work the test finishes by hand, recording when it started. */
function held(started: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => finish(),
    work: async () => {
      started.push(id);
      await done;
      return id;
    },
  };
}

describe('the order lane', () => {
  it('runs at most its concurrency at once and the rest in arrival order', async () => {
    const lane = createLane(2, 10, orderBusy);
    const started: number[] = [];
    const jobs = [1, 2, 3, 4, 5].map((id) => held(started, id));
    const answers = jobs.map((job) => lane.run(job.work));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect([lane.active, lane.waiting]).toEqual([2, 3]);
    jobs[1]?.finish();
    await answers[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    for (const job of jobs) job.finish();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses at once with 429 下单的人较多 when the queue is full, and runs nothing for it', async () => {
    const lane = createLane(1, 2, orderBusy);
    const started: number[] = [];
    const jobs = [1, 2, 3, 4].map((id) => held(started, id));
    const answers = jobs.map((job) => lane.run(job.work).catch((error: unknown) => error));
    const refused = await answers[3];
    expect(refused).toMatchObject({ httpStatus: 429, message: '下单的人较多，请稍后再试' });
    for (const job of jobs) job.finish();
    await Promise.all(answers);
    expect(started).toEqual([1, 2, 3]);
  });
});
