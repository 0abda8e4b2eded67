// Draws apps/web/public/logo.svg as apps/web/public/logo.png at twice the size the header shows it (48 px high).
// The header shows the raster: an SVG picture with text is shaped and painted on the page's main thread at each
// first paint (5–17 ms a page on the benchmark machine, docs/first-paint.md), a PNG is decoded off it.
// Run after changing logo.svg: `node scripts/render-logo.mjs` (needs a CJK font, e.g. fonts-noto-cjk).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// sharp is the API's dependency (it rasterises the catalogue's pictures); this script borrows it.
const sharp = createRequire(join(root, 'apps/api/package.json'))('sharp');
const source = join(root, 'apps/web/public/logo.svg');
const target = join(root, 'apps/web/public/logo.png');
const HEIGHT = 96; // 2 × the header's 48 px
const { height } = await sharp(source).metadata();
const info = await sharp(source, { density: (72 * HEIGHT) / (height ?? 40) })
  .resize({ height: HEIGHT })
  .png({ compressionLevel: 9, palette: true })
  .toFile(target);
console.log(`${target}: ${info.width}×${info.height}, ${info.size} bytes`);
