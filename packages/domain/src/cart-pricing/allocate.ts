import type { Fen } from '../money';

export interface Share {
  id: number;
  /** The line's amount: its weight, and the most it can receive. */
  amountFen: Fen;
}

/**
 * Splits `totalFen` over lines in proportion to their amounts: each line first gets its exact share rounded
 * down, then the fen left over go one each to the lines with the largest dropped fractions (ties: lower line
 * id), so the shares add up to `totalFen` exactly. `totalFen` is capped at the sum of the amounts, which keeps
 * every share within its line's amount: a line that gets the extra fen had a fraction, so its exact share was
 * below its (integer) amount. Integer arithmetic only: doubles while total × sum stays below 2^53 (exact there),
 * BigInt past it.
 */
export function allocateProRata(totalFen: Fen, lines: readonly Share[]): Map<number, Fen> {
  let sum = 0;
  for (const line of lines) sum += line.amountFen;
  const total = Math.min(Math.max(totalFen, 0), sum);
  return Number.isSafeInteger(total * sum)
    ? allocateSmall(total, sum, lines)
    : allocateLarge(total, sum, lines);
}

function allocateSmall(total: number, sum: number, lines: readonly Share[]): Map<number, Fen> {
  const shares = new Map<number, Fen>();
  const fractions: { id: number; remainder: number }[] = [];
  let given = 0;
  for (const line of lines) {
    const exact = total * line.amountFen;
    const remainder = sum === 0 ? 0 : exact % sum;
    const share = sum === 0 ? 0 : (exact - remainder) / sum;
    given += share;
    shares.set(line.id, share);
    fractions.push({ id: line.id, remainder });
  }
  fractions.sort((a, b) => b.remainder - a.remainder || a.id - b.id);
  for (let index = 0; index < total - given; index++) {
    const { id } = fractions[index] as { id: number };
    shares.set(id, (shares.get(id) ?? 0) + 1);
  }
  return shares;
}

function allocateLarge(totalFen: number, sumFen: number, lines: readonly Share[]): Map<number, Fen> {
  const shares = new Map<number, Fen>();
  const total = BigInt(totalFen);
  const sum = BigInt(sumFen);
  const fractions: { id: number; remainder: bigint }[] = [];
  let given = 0n;
  for (const line of lines) {
    const exact = total * BigInt(line.amountFen);
    const share = exact / sum;
    given += share;
    shares.set(line.id, Number(share));
    fractions.push({ id: line.id, remainder: exact % sum });
  }
  fractions.sort((a, b) => (a.remainder === b.remainder ? a.id - b.id : a.remainder > b.remainder ? -1 : 1));
  for (let index = 0; index < Number(total - given); index++) {
    const { id } = fractions[index] as { id: number };
    shares.set(id, (shares.get(id) ?? 0) + 1);
  }
  return shares;
}
