import { beijingDateTime, CERTIFICATE_STATE_LABELS, type ConsoleCertificate } from '@yaocai/domain';
import { Button, PictureViewer, StatusBadge } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Facts } from '../../components/page.styles';

const CertCard = styled.article`
  display: grid;
  grid-template-columns: minmax(240px, 2fr) 3fr;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  h4 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

const Pictures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A row of decision buttons under what they decide. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** An ISO time on the Beijing clock, or — when there is none. */
export const at = (iso: string | null) => (iso ? beijingDateTime(Date.parse(iso)) : '—');

/** One certificate: its pictures beside its typed fields, and 通过 / 驳回 while it is under review. */
export function Certificate({
  cert,
  onApprove,
  onReject,
  busy,
  children,
}: {
  cert: ConsoleCertificate;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <CertCard aria-labelledby={`cert-${cert.id}`}>
      <Pictures>
        {cert.images.length === 0 && <span>未上传图片</span>}
        {cert.images.map((image, index) => (
          <PictureViewer
            key={image.image_id}
            src={image.url}
            alt={`${cert.type_label} 图片${index + 1}`}
            label={`${cert.type_label} 图片${index + 1}`}
            height="320px"
            caption={
              <a href={image.url} target="_blank" rel="noreferrer">
                在新窗口查看原图
              </a>
            }
          />
        ))}
      </Pictures>
      <div>
        <h4 id={`cert-${cert.id}`}>
          {cert.type_label} <StatusBadge status={cert.status} labels={CERTIFICATE_STATE_LABELS} />
        </h4>
        <Facts>
          <dt>证照编号</dt>
          <dd>{cert.number}</dd>
          <dt>发证机关</dt>
          <dd>{cert.issuer}</dd>
          <dt>有效期</dt>
          <dd>
            {cert.valid_from} 至 {cert.valid_until ?? '长期'}
          </dd>
          <dt>必需证照</dt>
          <dd>{cert.required ? '是' : '否'}</dd>
          {cert.reason && (
            <>
              <dt>驳回原因</dt>
              <dd>{cert.reason}</dd>
            </>
          )}
          {cert.reviewed_by && (
            <>
              <dt>审核</dt>
              <dd>
                {cert.reviewed_by}，{at(cert.reviewed_at)}
              </dd>
            </>
          )}
        </Facts>
        {cert.status === 'pending' && (
          <Actions>
            <Button size="sm" loading={busy} onClick={onApprove} aria-label={`通过${cert.type_label}`}>
              通过
            </Button>
            <Button size="sm" variant="danger" onClick={onReject} aria-label={`驳回${cert.type_label}`}>
              驳回
            </Button>
          </Actions>
        )}
        {children}
      </div>
    </CertCard>
  );
}
