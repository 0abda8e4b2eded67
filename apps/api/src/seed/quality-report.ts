import { escapeXml } from '../lib/image-svg';

/**
 * A drawing of a batch's 检验报告书 (certificate of analysis) for the demo catalogue: the maker, product, batch,
 * dates and the usual test items with 符合规定, stamped 演示样张 so nobody takes it for a real certificate.
 * Stored in the picture store like every seeded drawing; a real deployment files the maker's scanned report.
 */
export interface ReportFacts {
  name: string;
  spec: string;
  maker: string;
  approval: string;
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  storage: string;
}

export function qualityReportSvg(facts: ReportFacts): string {
  const width = 600;
  const rows: [string, string][] = [
    ['品　　名', facts.name],
    ['规　　格', facts.spec],
    ['批准文号', facts.approval],
    ['生产企业', facts.maker],
    ['批　　号', facts.batchNo],
    ['生产日期', facts.productionDate],
    ['有效期至', facts.expiryDate],
    ['检验依据', '《中华人民共和国药典》2025年版及国家药品标准'],
  ];
  const tests = ['性状', '鉴别', '检查', '含量测定', '微生物限度'];
  const lines: string[] = [];
  let y = 120;
  for (const [label, value] of rows) {
    lines.push(
      `<text x="40" y="${y}" font-size="16" fill="#333">${label}：</text>` +
        `<text x="140" y="${y}" font-size="16" fill="#111">${escapeXml(value)}</text>`,
    );
    y += 30;
  }
  y += 10;
  lines.push(
    `<rect x="40" y="${y}" width="${width - 80}" height="30" fill="#f0f0f0"/>` +
      `<text x="60" y="${y + 21}" font-size="15">检验项目</text><text x="260" y="${y + 21}" font-size="15">结果</text>` +
      `<text x="420" y="${y + 21}" font-size="15">结论</text>`,
  );
  y += 30;
  for (const test of tests) {
    lines.push(
      `<line x1="40" y1="${y}" x2="${width - 40}" y2="${y}" stroke="#ddd"/>` +
        `<text x="60" y="${y + 21}" font-size="15">${test}</text><text x="260" y="${y + 21}" font-size="15">符合规定</text>` +
        `<text x="420" y="${y + 21}" font-size="15">合格</text>`,
    );
    y += 30;
  }
  y += 30;
  lines.push(
    `<text x="40" y="${y}" font-size="16">检验结论：本品按上述标准检验，结果符合规定。</text>` +
      `<text x="40" y="${y + 30}" font-size="14" fill="#666">贮藏：${escapeXml(facts.storage)}</text>`,
  );
  const height = y + 80;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#fff" stroke="#999"/>` +
    `<text x="${width / 2}" y="50" font-size="26" text-anchor="middle" font-weight="bold">检验报告书</text>` +
    `<text x="${width / 2}" y="80" font-size="14" text-anchor="middle" fill="#666">${escapeXml(facts.maker)} 质量控制部</text>` +
    lines.join('') +
    `<g transform="rotate(-20 ${width - 150} ${height - 110})"><circle cx="${width - 150}" cy="${height - 110}" r="55" fill="none" stroke="#d4380d" stroke-width="3"/>` +
    `<text x="${width - 150}" y="${height - 104}" font-size="18" text-anchor="middle" fill="#d4380d">演示样张</text></g>` +
    '</svg>'
  );
}
