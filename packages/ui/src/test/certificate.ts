/**
 * A stand-in certificate picture for stories and tests: an SVG data URL, so nothing is fetched and the
 * viewer's zoom and rotation have real text to show.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560" viewBox="0 0 800 560">
<rect width="800" height="560" fill="#fffdf5" stroke="#b8860b" stroke-width="12"/>
<text x="400" y="110" font-size="48" text-anchor="middle" fill="#8b0000">药品经营许可证</text>
<text x="120" y="210" font-size="26" fill="#333">企业名称：广州仁济大药房有限公司</text>
<text x="120" y="260" font-size="26" fill="#333">许可证编号：粤AA0201234</text>
<text x="120" y="310" font-size="26" fill="#333">经营范围：中成药、化学药制剂、抗生素制剂、生物制品</text>
<text x="120" y="360" font-size="26" fill="#333">有效期至：2029年03月31日</text>
<text x="560" y="480" font-size="24" fill="#333">广东省药品监督管理局</text>
<circle cx="640" cy="420" r="60" fill="none" stroke="#c81623" stroke-width="6"/>
</svg>`;

export const certificatePicture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const businessLicencePicture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  svg
    .replace('药品经营许可证', '营业执照')
    .replace('许可证编号：粤AA0201234', '统一社会信用代码：91440101MA5CXXXX7N'),
)}`;
