import { useImageFallback } from '../../internal/useImageFallback';
import { ThumbnailBox } from './ProductTable.styles';

/**
 * A row's product image. The name sits in the next cell, so the image is decorative (empty alt) and a
 * missing or broken one leaves an empty grey box rather than repeating the name.
 */
export function Thumbnail({ src }: { src?: string }) {
  const image = useImageFallback(src);
  return <ThumbnailBox>{image.showImage && <img src={src} alt="" onError={image.onError} />}</ThumbnailBox>;
}
