import { createHash } from 'node:crypto';

/**
 * A QR-code-like SVG drawn from a hash of `text` (served by `pictureUrl`). The demo has no real app or WeChat account
 * to link to, so this is a placeholder picture, not a scannable code.
 */
export function placeholderQrSvg(text: string, label: string): string {
  const size = 25;
  const bits = createHash('sha512').update(text).digest();
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inFinder = (x < 8 && y < 8) || (x > size - 9 && y < 8) || (x < 8 && y > size - 9);
      const bit = bits[(y * size + x) % bits.length] ?? 0;
      if (!inFinder && (bit >> ((x + y) % 8)) & 1)
        cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 8}" width="120" height="136">` +
    `<rect x="-2" y="-2" width="${size + 4}" height="${size + 8}" fill="#fff"/><g fill="#1a1a1a">` +
    `${finder(0, 0)}${finder(size - 7, 0)}${finder(0, size - 7)}${cells.join('')}</g>` +
    `<text x="${size / 2}" y="${size + 4.5}" font-size="3" text-anchor="middle" fill="#555">${label}</text></svg>`
  );
}
