import type { CSSProperties } from 'react';

/**
 * The sizes of a picture turned and zoomed inside the stage. A CSS rotation does not change the layout
 * box, so a landscape certificate turned upright would overflow the stage where no scrolling reaches;
 * instead the frame takes the turned shape (its width a share of the stage's, its height by
 * `aspect-ratio`) and the picture is centred in it and turned. `ratio` is the picture's natural
 * height / width, known once it has loaded; until then the picture only scales and turns in place.
 */
export function pictureBox(
  zoom: number,
  rotation: number,
  ratio: number | undefined,
): { frame: CSSProperties; picture: CSSProperties } {
  const turn = `rotate(${rotation}deg)`;
  if (ratio === undefined) {
    return { frame: { width: `${zoom * 100}%` }, picture: { width: '100%', transform: turn } };
  }
  const turned = rotation % 180 !== 0;
  return {
    frame: {
      width: `${zoom * 100 * (turned ? ratio : 1)}%`,
      aspectRatio: turned ? `${ratio} / 1` : `1 / ${ratio}`,
    },
    picture: {
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: turned ? `${100 / ratio}%` : '100%',
      transform: `translate(-50%, -50%) ${turn}`,
    },
  };
}
