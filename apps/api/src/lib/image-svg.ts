import type { GoodsKind } from '@yaocai/domain';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** CJK glyphs are roughly twice as wide as Latin ones at the same font size. */
function glyphWidth(ch: string): number {
  return (ch.codePointAt(0) ?? 0) <= 0xff ? 0.55 : 1;
}

export function wrapText(text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of text) {
    const w = glyphWidth(ch);
    if (width + w > maxWidth && line !== '') {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += ch;
    width += w;
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${[...last].slice(0, -1).join('')}…`;
  return kept;
}

const KIND_STYLE: Record<GoodsKind, { face: string; dark: string; label: string }> = {
  western: { face: '#2f6fd6', dark: '#1d4f9e', label: '化学药品' },
  tcm_patent: { face: '#c0392b', dark: '#8e2419', label: '中成药' },
  decoction: { face: '#8a6d3b', dark: '#5f4a26', label: '中药饮片' },
  device: { face: '#138d90', dark: '#0b6163', label: '医疗器械' },
};

/** A flat 3-D carton: front, top and side faces, with the label printed on the front. */
export function productImageSvg(
  goods: { name: string; ypgg: string; kind: GoodsKind },
  manufacturerName: string,
): string {
  const style = KIND_STYLE[goods.kind];
  const nameLines = wrapText(goods.name, 9, 3);
  const nameSize = nameLines.length > 2 ? 26 : 30;
  const nameY = 150 - (nameLines.length - 1) * 16;
  const nameText = nameLines
    .map((l, i) => `<tspan x="190" y="${nameY + i * (nameSize + 6)}">${escapeXml(l)}</tspan>`)
    .join('');
  const makerLines = wrapText(manufacturerName, 15, 2);
  const makerText = makerLines
    .map((l, i) => `<tspan x="190" y="${318 + i * 18}">${escapeXml(l)}</tspan>`)
    .join('');
  const spec = escapeXml(wrapText(goods.ypgg, 18, 1)[0] ?? '');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
    '<rect width="400" height="400" fill="#f4f6f8"/>' +
    `<polygon points="50,70 90,40 370,40 330,70" fill="${style.dark}" opacity=".75"/>` +
    `<polygon points="330,70 370,40 370,330 330,360" fill="${style.dark}"/>` +
    `<rect x="50" y="70" width="280" height="290" fill="${style.face}"/>` +
    '<rect x="64" y="96" width="252" height="164" rx="6" fill="#fff"/>' +
    `<text x="190" y="88" fill="#fff" font-size="14" text-anchor="middle">${style.label}</text>` +
    `<text font-family="sans-serif" font-weight="bold" font-size="${nameSize}" fill="#222" text-anchor="middle">${nameText}</text>` +
    `<text x="190" y="288" font-size="18" fill="#fff" text-anchor="middle">${spec}</text>` +
    `<text font-size="13" fill="#fff" text-anchor="middle">${makerText}</text>` +
    '</svg>'
  );
}

const LOGO_COLOURS = ['#d9363e', '#2f6fd6', '#0f9d58', '#e67e22', '#8e44ad', '#138d90', '#b8860b', '#c0392b'];

export function brandLogoSvg(name: string, index: number): string {
  const colour = LOGO_COLOURS[index % LOGO_COLOURS.length] ?? '#2f6fd6';
  const size = name.length > 4 ? 18 : 24;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60">' +
    `<rect x="1" y="1" width="158" height="58" rx="10" fill="#fff" stroke="${colour}" stroke-width="2"/>` +
    `<text x="80" y="38" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${colour}" text-anchor="middle">${escapeXml(name)}</text>` +
    '</svg>'
  );
}

export function categoryLogoSvg(name: string, index: number): string {
  const colour = LOGO_COLOURS[index % LOGO_COLOURS.length] ?? '#2f6fd6';
  const glyphs = escapeXml([...name].slice(0, 2).join(''));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="30" fill="${colour}"/>` +
    `<text x="32" y="39" font-family="sans-serif" font-size="19" fill="#fff" text-anchor="middle">${glyphs}</text>` +
    '</svg>'
  );
}
