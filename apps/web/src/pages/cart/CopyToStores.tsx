import type { CartState } from '@yaocai/domain';
import { Button, Checkbox } from '@yaocai/ui';
import { useId, useState } from 'react';
import { styled } from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: 500; }
  fieldset { display: grid; gap: ${({ theme }) => theme.space[2]}; margin: 0; padding: 0; border: 0; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

type Store = CartState['other_stores'][number];

interface CopyToStoresProps {
  /** The stores of the same chain this buyer manages (cart state `other_stores`). */
  stores: Store[];
  /** How many lines are chosen to copy. */
  lineCount: number;
  pending: boolean;
  /** Resolves true when the copy went through (the panel then closes). */
  onCopy: (storeIds: number[]) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The small non-modal dialog of 复制到其他门店: tick the stores, then copy. It opens under the table's batch
 * actions rather than over the page, so the lines being copied stay in view.
 */
export function CopyToStores({ stores, lineCount, pending, onCopy, onClose }: CopyToStoresProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const copy = async () => {
    if (await onCopy(chosen)) onClose();
  };
  return (
    <Box role="dialog" aria-labelledby={titleId} data-ui="CopyToStores">
      <h2 id={titleId}>复制选中的 {lineCount} 种商品到其他门店</h2>
      <fieldset>
        <legend>选择门店</legend>
        {stores.map((store) => (
          <Checkbox
            key={store.user_id}
            label={store.name}
            checked={chosen.includes(store.user_id)}
            onChange={(event) => toggle(store.user_id, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <Actions>
        <Button onClick={() => void copy()} disabled={chosen.length === 0} loading={pending}>
          确定复制
        </Button>
        <Button variant="secondary" onClick={onClose}>
          取消
        </Button>
      </Actions>
    </Box>
  );
}
