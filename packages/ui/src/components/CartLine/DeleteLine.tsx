import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';

/**
 * 删除 for one cart line, asking 确定删除该商品吗？ first (spec §5). The cart table and the toolbar's
 * drawer share it so the question is worded once. The button is named after the line so each delete in
 * a list is told apart by a screen reader.
 */
export function DeleteLine({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title="确定删除该商品吗？"
      description={name}
      confirmText="删除"
      onConfirm={onConfirm}
      trigger={
        <Button variant="link" size="sm" disabled={disabled} aria-label={`删除 ${name}`}>
          删除
        </Button>
      }
    />
  );
}
