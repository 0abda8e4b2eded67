import { useState } from 'react';

/**
 * Whether to show an image or its fallback: no source, or a source that failed to load, falls back.
 * Remembering the failed source (not a flag) lets a new `src` try again without an effect.
 */
export function useImageFallback(src: string | undefined) {
  const [failedSrc, setFailedSrc] = useState<string>();
  return {
    showImage: Boolean(src) && src !== failedSrc,
    onError: () => setFailedSrc(src),
  };
}
