import { PICTURE_SCALE } from '@yaocai/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '../db/client';
import { fieldRefused } from '../lib/errors';
import { pictureUrl } from '../lib/picture-address';
import { loadOnce } from './rasterise';
import { storePictures } from './store';

/*
 * An operator's picture (an advert, a banner) put into the picture store (issue #26 §2 "Content"). The store holds
 * drawings addressed by content and serves them as WebP; an upload becomes one: its bytes checked by content
 * (JPEG, PNG or WebP, by the magic numbers, whatever the name says), decoded and encoded again by sharp (so what
 * is kept is pixels, never the uploaded file: no metadata, no polyglot), and wrapped in a drawing of our own
 * making that shows it at its size. Served at `/api/picture/<key>.webp` like every stored picture.
 */

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 4000;
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const PictureMessages = {
  notImage: '仅支持JPG、PNG、WebP格式的图片',
  tooLarge: '图片不能超过5MB',
  tooBig: `图片边长不能超过${MAX_SIDE}像素`,
  missing: '请选择要上传的图片',
  malformed: '上传的内容格式不正确，请重新选择图片',
  onlyFile: '只能上传一个图片文件',
} as const;

const loadSharp = loadOnce(() => import('sharp').then((module) => module.default));

/** Stores the uploaded picture in the picture store and answers its address; 422 (`file`) when it is no picture. */
export async function storeUploadedPicture(tx: Executor, bytes: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !PICTURE_TYPES.has(detected.mime)) throw fieldRefused('file', PictureMessages.notImage);
  const sharp = await loadSharp();
  let encoded: { data: Buffer; info: { width: number; height: number } };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE }).rotate();
    encoded = await (detected.mime === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer({
      resolveWithObject: true,
    });
  } catch {
    throw fieldRefused('file', PictureMessages.malformed);
  }
  const { width, height } = encoded.info;
  if (width > MAX_SIDE || height > MAX_SIDE) throw fieldRefused('file', PictureMessages.tooBig);
  const type = detected.mime === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  // Drawn at 1/PICTURE_SCALE of its pixels: the store renders every drawing at PICTURE_SCALE, so the WebP has the
  // picture's own pixels.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width / PICTURE_SCALE}" height="${height / PICTURE_SCALE}" ` +
    `viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" ` +
    `href="data:${type};base64,${encoded.data.toString('base64')}"/></svg>`;
  await storePictures(tx, [svg]);
  return pictureUrl(svg);
}
