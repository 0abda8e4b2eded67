import { REVIEW_STATUS_LABELS } from '@yaocai/domain/print';
import { type ApplicationLine, DecisionError, decideApplication, operatorList } from '../../controlled-sale';
import type { Executor } from '../../db/client';
import { OpsError } from './audit';

/* `ops kxzq list|approve|reject`: the review of controlled-sale applications (formerly the `kxzq` script). */

function describe(line: ApplicationLine): string {
  const note = line.note ? `  备注：${line.note}` : '';
  return `#${line.id}  ${line.company}（${line.region || '未填地区'}）→ ${line.programme} [${line.url}]  ${REVIEW_STATUS_LABELS[line.status]}  ${line.createdAt.toISOString()}${note}`;
}

export async function controlledSale(
  tx: Executor,
  [action, idText]: string[],
  options: { all: boolean; note: string },
): Promise<string> {
  if (action === 'list') {
    const lines = await operatorList(tx, options.all);
    return lines.length === 0 ? '没有待审核的申请' : lines.map(describe).join('\n');
  }
  const decision = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : null;
  const id = Number(idText);
  if (decision === null || !Number.isInteger(id) || id <= 0)
    throw new OpsError(
      '用法：ops kxzq list [--all] | approve <id> [--note 备注] | reject <id> --note 驳回原因',
      2,
    );
  if (decision === 'rejected' && !options.note.trim())
    throw new OpsError('驳回需要填写原因：--note 驳回原因', 2);
  try {
    const line = await decideApplication(tx, id, decision, options.note);
    return `${REVIEW_STATUS_LABELS[decision]}：${describe(line)}`;
  } catch (error) {
    if (error instanceof DecisionError) throw new OpsError(error.message);
    throw error;
  }
}
