import { ConfirmDialog } from '@yaocai/ui';

/** Which lines a delete is waiting on the buyer's confirmation for: one line or the selected ones. */
export interface PendingDelete {
  ids: number[];
  batch: boolean;
}

/**
 * The confirmation every cart delete asks first (spec §5: 确定删除该商品吗？); nothing is sent unless the buyer
 * presses 确定.
 */
export function DeleteConfirm({
  pending,
  onConfirm,
  onClose,
}: {
  pending: PendingDelete | null;
  onConfirm: (ids: number[]) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={pending?.batch ? `确定删除选中的 ${pending.ids.length} 种商品吗？` : '确定删除该商品吗？'}
      confirmText="删除"
      onConfirm={() => {
        if (pending) onConfirm(pending.ids);
      }}
      onCancel={onClose}
    />
  );
}
