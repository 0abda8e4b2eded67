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

  // One list for the buttons and the keys; the first key is the one `aria-keyshortcuts` announces.
  const tools = [
    { name: '放大', keys: ['+', '='], run: view.zoomIn, off: !view.canZoomIn },
    { name: '缩小', keys: ['-'], run: view.zoomOut, off: !view.canZoomOut },
    { name: '向左旋转', keys: ['['], run: view.rotateLeft, off: false },
    { name: '向右旋转', keys: [']'], run: view.rotateRight, off: false },
    { name: '还原', keys: ['0'], run: view.reset, off: !view.changed },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    // Ctrl/⌘ with + and - is the browser's own zoom; leave it alone.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const tool = tools.find((candidate) => candidate.keys.includes(event.key));
    if (!tool) return;
    event.preventDefault();
    tool.run();
  };

  return (
    <Root data-ui="PictureViewer" role="group" aria-label={label} onKeyDown={onKeyDown}>
      <Tools>
        {tools.map((tool) => (
          <Button
            key={tool.name}
            size="sm"
            variant="secondary"
            aria-keyshortcuts={tool.keys[0]}
            aria-disabled={tool.off ? true : undefined}
            onClick={tool.run}
          >
            {tool.name}
          </Button>
        ))}
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
