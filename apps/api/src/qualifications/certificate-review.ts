import { ApiStatus, CERTIFICATE_TYPE_LABELS, type ReviewStatus } from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { certificates, companies } from '../db/schema/index';
import { ApiError, conflict } from '../lib/errors';
import { type ReviewOutcome, tellCompany } from './review';

/* One certificate's review (#10 §3, #26 §2): the same for ops and the console, each in its audited transaction. */

const missing = (message: string) => new ApiError(404, ApiStatus.notFound, message);

async function certificateById(tx: Executor, id: number) {
  const [row] = await tx
    .select({ cert: certificates, company: companies.name })
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .where(eq(certificates.id, id))
    .for('update', { of: certificates });
  if (!row) throw missing(`证照 #${id} 不存在`);
  return row;
}

const certState = (cert: { status: ReviewStatus; reason: string }) => ({
  status: cert.status,
  reason: cert.reason,
});

export async function approveCertificate(tx: Executor, id: number, reviewer: string): Promise<ReviewOutcome> {
  const { cert, company } = await certificateById(tx, id);
  if (cert.status === 'approved') throw conflict(`证照 #${id} 已审核通过`);
  await tx
    .update(certificates)
    .set({ status: 'approved', reason: '', reviewedBy: reviewer, reviewedAt: sql`now()` })
    .where(eq(certificates.id, id));
  const label = CERTIFICATE_TYPE_LABELS[cert.type];
  await tellCompany(tx, cert.companyId, {
    kind: 'certificate',
    title: `${label}审核通过`,
    body: `${company}的${label}（${cert.number}）已审核通过，有效期至${cert.validUntil ?? '长期'}。`,
  });
  return {
    result: `已通过证照 #${id} ${company} ${label}`,
    before: certState(cert),
    after: { status: 'approved', reason: '' },
  };
}

export async function rejectCertificate(
  tx: Executor,
  id: number,
  reason: string,
  reviewer: string,
): Promise<ReviewOutcome> {
  const { cert, company } = await certificateById(tx, id);
  await tx
    .update(certificates)
    .set({ status: 'rejected', reason, reviewedBy: reviewer, reviewedAt: sql`now()` })
    .where(eq(certificates.id, id));
  const label = CERTIFICATE_TYPE_LABELS[cert.type];
  await tellCompany(tx, cert.companyId, {
    kind: 'certificate',
    title: `${label}审核未通过`,
    body: `${company}的${label}（${cert.number}）未通过审核：${reason}。请重新上传。`,
  });
  return {
    result: `已驳回证照 #${id} ${company} ${label}：${reason}`,
    before: certState(cert),
    after: { status: 'rejected', reason },
  };
}
