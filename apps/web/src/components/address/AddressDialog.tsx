import type { Address } from '@yaocai/domain';
import { useEffect, useId } from 'react';
import { styled } from 'styled-components';
import { AddressEditor } from './AddressForm';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Box = styled.div`
  width: 640px;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large};

  h2 { margin: 0 0 ${({ theme }) => theme.space[4]}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

export interface AddressDialogProps {
  /** null: add; an address: edit it. */
  address: Address | null;
  onSaved: (saved: Address) => void;
  onClose: () => void;
}

/**
 * The address form over the page (step 2 adds and edits in place; /addr too). Escape or 取消 closes it.
 * A modal of our own rather than a dialog package in the web app: the library has no form dialog yet.
 */
export function AddressDialog({ address, onSaved, onClose }: AddressDialogProps) {
  const titleId = useId();
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [onClose]);
  return (
    <Overlay>
      <Box role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{address ? '编辑收货地址' : '新增收货地址'}</h2>
        <AddressEditor address={address} onSaved={onSaved} onCancel={onClose} />
      </Box>
    </Overlay>
  );
}
