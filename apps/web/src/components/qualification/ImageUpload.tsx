import type { UploadedImage } from '@yaocai/domain';
import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useUploadCertificateImage } from '../../data/use-qualifications';

/** The contract's limit of images per certificate. */
const MAX_IMAGES = 5;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  position: relative;
  width: 96px;
  height: 96px;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  img { max-width: 100%; max-height: 100%; object-fit: contain; }
  button {
    position: absolute;
    top: 2px;
    right: 2px;
    padding: 0 4px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    cursor: pointer;
  }
`;

const Picker = styled.label`
  cursor: pointer;
  color: ${({ theme }) => theme.colors.blue};
  input { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ImageUploadProps {
  /** What the images are of, e.g. 营业执照 — names the picker and each preview. */
  label: string;
  images: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  /** The form's message for the images (e.g. 请上传证照图片). */
  error?: string;
}

/**
 * A certificate's images: each chosen file is uploaded at once (the server checks it by content), then shown
 * from the server's own copy, with 删除. Uploads go through the one request layer (fetch), which reports no
 * upload progress, so a file on its way shows 上传中… rather than a percentage.
 */
export function ImageUpload({ label, images, onChange, error }: ImageUploadProps) {
  const [uploading, setUploading] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  // The file on its way, for the failure text when the server's refusal names no reason.
  const current = useRef('');
  const uploadImage = useUploadCertificateImage({
    // The server's 422 says what is wrong with the file (not an image, too large); anything else was shown.
    onError: (failure) =>
      setProblem(
        Object.values(failure.fieldErrors ?? {})[0]?.[0] ||
          failure.message ||
          `${current.current} 上传失败，请重试`,
      ),
  });

  const upload = async (files: File[]) => {
    setProblem(null);
    const room = MAX_IMAGES - images.length - uploading.length;
    if (files.length > room) setProblem(`每个证照最多${MAX_IMAGES}张图片`);
    const accepted = files.slice(0, Math.max(room, 0));
    setUploading((names) => [...names, ...accepted.map((file) => file.name)]);
    let next = images;
    for (const file of accepted) {
      current.current = file.name;
      try {
        const image = await uploadImage.run(file);
        if (image) {
          next = [...next, image];
          onChange(next);
        }
      } finally {
        setUploading((names) => names.filter((_, index) => index !== names.indexOf(file.name)));
      }
    }
  };

  const message = problem ?? error;
  return (
    <div>
      <Row aria-label={`${label}图片`}>
        {images.map((image, index) => (
          <Tile key={image.image_id}>
            <img src={image.url} alt={`${label}图片${index + 1}`} />
            <button
              type="button"
              aria-label={`删除${label}图片${index + 1}`}
              onClick={() => onChange(images.filter((other) => other.image_id !== image.image_id))}
            >
              ×
            </button>
          </Tile>
        ))}
        {uploading.map((name, index) => (
          // Names may repeat; the position among the uploads in flight tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Tile key={`${name}-${index}`} role="status">
            上传中…
          </Tile>
        ))}
        {images.length + uploading.length < MAX_IMAGES && (
          <Tile>
            <Picker htmlFor={inputId}>
              + 上传图片
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                aria-label={`上传${label}图片`}
                aria-invalid={message ? true : undefined}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  void upload(files);
                }}
              />
            </Picker>
          </Tile>
        )}
      </Row>
      {message && <Problem role="alert">{message}</Problem>}
    </div>
  );
}
