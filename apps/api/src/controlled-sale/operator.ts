import type { ReviewStatus } from '@yaocai/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, controlledApplications, controlledProgrammes } from '../db/schema/index';

/** An application as the operator sees it. */
export interface ApplicationLine {
  id: number;
  company: string;
  region: string;
  programme: string;
  url: string;
  status: ReviewStatus;
  note: string;
  createdAt: Date;
  decidedAt: Date | null;
}

function applicationLines(db: Executor) {
  return db
    .select({
      id: controlledApplications.id,
      company: companies.name,
      region: companies.region,
      programme: controlledProgrammes.title,
      url: controlledProgrammes.url,
      status: controlledApplications.status,
      note: controlledApplications.note,
      createdAt: controlledApplications.createdAt,
      decidedAt: controlledApplications.decidedAt,
    })
    .from(controlledApplications)
    .innerJoin(companies, eq(companies.id, controlledApplications.companyId))
    .innerJoin(controlledProgrammes, eq(controlledProgrammes.id, controlledApplications.programmeId));
}

/** Pending applications oldest first (the review queue), or every application newest first. */
export async function operatorList(db: Executor, all = false): Promise<ApplicationLine[]> {
  if (all) return applicationLines(db).orderBy(desc(controlledApplications.id));
  return applicationLines(db)
    .where(eq(controlledApplications.status, 'pending'))
    .orderBy(asc(controlledApplications.id));
}

/** A decision refused: the application is unknown (`missing`) or no longer pending (`decided`). */
export class DecisionError extends Error {
  constructor(
    message: string,
    readonly reason: 'missing' | 'decided',
  ) {
    super(message);
  }
}

/**
 * Approves or rejects a pending application. The conditional update makes a second decision (or a race with
 * another operator) fail instead of overwriting the first.
 */
export async function decideApplication(
  db: Executor,
  id: number,
  decision: 'approved' | 'rejected',
  note = '',
): Promise<ApplicationLine> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(controlledApplications)
      .set({ status: decision, note: note.trim(), decidedAt: new Date() })
      .where(and(eq(controlledApplications.id, id), eq(controlledApplications.status, 'pending')))
      .returning({ id: controlledApplications.id });
    if (!updated) {
      const [existing] = await tx
        .select({ status: controlledApplications.status })
        .from(controlledApplications)
        .where(eq(controlledApplications.id, id));
      throw existing
        ? new DecisionError(`申请 ${id} 已是 ${existing.status} 状态，只能审核待审核的申请`, 'decided')
        : new DecisionError(`申请 ${id} 不存在`, 'missing');
    }
    const [line] = await applicationLines(tx).where(eq(controlledApplications.id, id));
    if (!line) throw new DecisionError(`申请 ${id} 不存在`, 'missing');
    return line;
  });
}
