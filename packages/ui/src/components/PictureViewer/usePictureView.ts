import { useState } from 'react';

export interface ZoomBounds {
  min: number;
  max: number;
  step: number;
}

const initial = { zoom: 1, rotation: 0 };

/**
 * Zoom and rotation of one picture. A new `src` starts again at 100% and upright, adjusted while
 * rendering (React's "storing information from previous renders"), so no frame shows the old view.
 */
export function usePictureView(src: string, { min, max, step }: ZoomBounds) {
  const [view, setView] = useState({ src, ...initial });
  const current = view.src === src ? view : { src, ...initial };
  if (current !== view) setView(current);

  // Rounded to hundredths so repeated steps of 0.1 land on 1.3, not 1.3000000000000003.
  const zoomTo = (zoom: number) =>
    setView({ ...current, zoom: Math.round(Math.min(max, Math.max(min, zoom)) * 100) / 100 });
  const rotateBy = (quarter: 1 | -1) =>
    setView({ ...current, rotation: (current.rotation + quarter * 90 + 360) % 360 });

  return {
    zoom: current.zoom,
    rotation: current.rotation,
    canZoomIn: current.zoom < max,
    canZoomOut: current.zoom > min,
    changed: current.zoom !== initial.zoom || current.rotation !== initial.rotation,
    zoomIn: () => zoomTo(current.zoom + step),
    zoomOut: () => zoomTo(current.zoom - step),
    rotateLeft: () => rotateBy(-1),
    rotateRight: () => rotateBy(1),
    reset: () => setView({ src, ...initial }),
  };
}
