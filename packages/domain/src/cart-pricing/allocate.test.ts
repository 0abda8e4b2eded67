import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProRata } from './allocate';

describe('pro-rata allocation of a discount', () => {
  it('splits ¥50 over three equal lines as 16.67 + 16.67 + 16.66, the extra fen to the lower ids', () => {
    const shares = allocateProRata(5000, [
      { id: 3, amountFen: 10000 },
      { id: 1, amountFen: 10000 },
      { id: 2, amountFen: 10000 },
    ]);
    expect([shares.get(1), shares.get(2), shares.get(3)]).toEqual([1667, 1667, 1666]);
  });

  it('never gives more than the lines are worth, nor anything to a zero line', () => {
    const shares = allocateProRata(9999, [
      { id: 1, amountFen: 300 },
      { id: 2, amountFen: 0 },
    ]);
    expect([shares.get(1), shares.get(2)]).toEqual([300, 0]);
  });

  it('is the largest-remainder split, exact in BigInt, for amounts past 2^53 when multiplied', () => {
    const lines = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 10_000 }), amountFen: fc.integer({ min: 0, max: 1e12 }) }),
      { maxLength: 30, selector: (line) => line.id },
    );
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 1e13 }), (list, totalFen) => {
        const shares = allocateProRata(totalFen, list);
        const sum = list.reduce((acc, line) => acc + BigInt(line.amountFen), 0n);
        const total = BigInt(totalFen) < sum ? BigInt(totalFen) : sum;
        let given = 0n;
        const extras: { id: number; remainder: bigint; extra: boolean }[] = [];
        for (const line of list) {
          const share = BigInt(shares.get(line.id) as number);
          given += share;
          expect(share <= BigInt(line.amountFen)).toBe(true);
          const exact = total * BigInt(line.amountFen);
          const floor = sum === 0n ? 0n : exact / sum;
          expect(share === floor || share === floor + 1n).toBe(true);
          extras.push({ id: line.id, remainder: sum === 0n ? 0n : exact % sum, extra: share > floor });
        }
        expect(given).toBe(total);
        // Every line that got an extra fen ranks above every line that did not.
        for (const winner of extras.filter((line) => line.extra)) {
          for (const loser of extras.filter((line) => !line.extra)) {
            const ranksAbove =
              winner.remainder > loser.remainder ||
              (winner.remainder === loser.remainder && winner.id < loser.id);
            expect(ranksAbove).toBe(true);
          }
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
