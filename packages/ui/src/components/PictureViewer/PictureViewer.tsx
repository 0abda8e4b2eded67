import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useImageFallback } from '../../internal/useImageFallback';
import { Button } from '../Button/Button';
import { Caption, Failed, Frame, Picture, Readout, Root, Stage, Tools } from './PictureViewer.styles';
import { pictureBox } from './pictureBox';
import { usePictureView } from './usePictureView';

export interface PictureViewerProps {
  /** The picture's address, e.g. an uploaded certificate. A new one starts at 100%, upright. */
  src: string;
  /** What the picture shows, e.g. 药品经营许可证（正本）; required, it is the picture's only text. */
  alt: string;
  /** Accessible name of the viewer. @default '证照图片' */
  label?: string;
  /** A line under the picture, e.g. 上传于 2026-11-24 09:30. */
  caption?: ReactNode;
  /** Height of the picture's area; the picture scrolls inside it when zoomed. @default '480px' */
  height?: string;
  /** Smallest zoom. @default 0.5 */
  minZoom?: number;
  /** Largest zoom. @default 3 */
  maxZoom?: number;
  /** How much 放大 and 缩小 change the zoom. @default 0.25 */
  zoomStep?: number;
}

/** Keys inside the viewer, as `aria-keyshortcuts` announces them on the buttons. */
const shortcuts = { zoomIn: '+', zoomOut: '-', reset: '0', rotateLeft: '[', rotateRight: ']' } as const;

/**
 * A certificate picture to read closely (the console's qualification review): zoom in and out, rotate a
 * quarter turn either way and go back, by the buttons or by keys while the focus is in the viewer.
 * The current zoom and rotation are announced politely.
 */
export function PictureViewer({
  src,
  alt,
  label = '证照图片',
  caption,
  height = '480px',
  minZoom = 0.5,
  maxZoom = 3,
  zoomStep = 0.25,
}: PictureViewerProps) {
  const view = usePictureView(src, { min: minZoom, max: maxZoom, step: zoomStep });
  const { showImage, onError } = useImageFallback(src);
  const [ratio, setRatio] = useState<{ src: string; value: number }>();
  const box = pictureBox(view.zoom, view.rotation, ratio?.src === src ? ratio.value : undefined);

  const onKeyDown = (event: KeyboardEvent) => {
    // Ctrl/⌘ with + and - is the browser's own zoom; leave it alone.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = {
      '+': view.zoomIn,
      '=': view.zoomIn,
      '-': view.zoomOut,
      '0': view.reset,
      '[': view.rotateLeft,
      ']': view.rotateRight,
    }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Root data-ui="PictureViewer" role="group" aria-label={label} onKeyDown={onKeyDown}>
      <Tools>
        <Button
          size="sm"
          variant="secondary"
          aria-keyshortcuts={shortcuts.zoomIn}
          aria-disabled={!view.canZoomIn}
          onClick={view.zoomIn}
        >
          放大
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-keyshortcuts={shortcuts.zoomOut}
          aria-disabled={!view.canZoomOut}
          onClick={view.zoomOut}
        >
          缩小
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-keyshortcuts={shortcuts.rotateLeft}
          onClick={view.rotateLeft}
        >
          向左旋转
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-keyshortcuts={shortcuts.rotateRight}
          onClick={view.rotateRight}
        >
          向右旋转
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-keyshortcuts={shortcuts.reset}
          aria-disabled={!view.changed}
          onClick={view.reset}
        >
          还原
        </Button>
        <Readout role="status">
          缩放 {Math.round(view.zoom * 100)}%，旋转 {view.rotation}°
        </Readout>
      </Tools>
      {/* Focusable so the keys work and a zoomed picture scrolls from the keyboard. */}
      <Stage tabIndex={0} $height={height}>
        {showImage ? (
          <Frame style={box.frame}>
            <Picture
              src={src}
              alt={alt}
              style={box.picture}
              onError={onError}
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth > 0) setRatio({ src, value: naturalHeight / naturalWidth });
              }}
            />
          </Frame>
        ) : (
          <Failed role="img" aria-label={alt}>
            图片加载失败
          </Failed>
        )}
      </Stage>
      {caption && <Caption>{caption}</Caption>}
    </Root>
  );
}
