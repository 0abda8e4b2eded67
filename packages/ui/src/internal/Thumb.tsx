import { styled } from 'styled-components';
import { useImageFallback } from './useImageFallback';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  & img { width: 100%; height: 100%; object-fit: contain; }
`;

/**
 * A product thumbnail beside its name. Decorative (`alt=""`): the name next to it says what it is, so
 * a screen reader does not hear it twice. A missing or broken image shows 暂无图片.
 */
export function Thumb({ src, size = 60 }: { src?: string; size?: number }) {
  const image = useImageFallback(src);
  return (
    <Frame $size={size}>
      {image.showImage ? <img src={src} alt="" onError={image.onError} /> : '暂无图片'}
    </Frame>
  );
}
