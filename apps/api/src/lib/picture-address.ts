import { createHash } from 'node:crypto';
import { PICTURE_PATH } from '@yaocai/domain';

// Plumbing, kept free of the database and of sharp: the seed's data modules (and the web app's seed-links test)
// import it without the pictures capability (whose face brings its routes and sharp).

/** 80 bits of SHA-256: unique among any number of drawings a seed will ever hold. */
const KEY_LENGTH = 20;

/** A stored drawing's file name: its key, then `.webp` (the picture pages show) or `.svg` (the drawing). */
export const PICTURE_FILE = new RegExp(`^([0-9a-f]{${KEY_LENGTH}})\\.(webp|svg)$`);

/** The content address of a drawing. */
export const pictureKey = (svg: string) =>
  createHash('sha256').update(svg).digest('hex').slice(0, KEY_LENGTH);

/** Where a drawing is served as WebP, once `storePictures` has saved it. */
export const pictureUrl = (svg: string) => `${PICTURE_PATH}${pictureKey(svg)}.webp`;
