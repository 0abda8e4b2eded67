import { USER_AGREEMENT, USER_AGREEMENT_TITLE } from '@yaocai/domain/print';
import { AlertDialog } from '@yaocai/ui';
import { styled } from 'styled-components';

// Spans only: the dialog's message sits in a paragraph.
const Text = styled.span`
  display: block;
  max-height: 60vh;
  overflow-y: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > span { display: block; margin-bottom: ${({ theme }) => theme.space[3]}; }
  strong { display: block; margin-bottom: ${({ theme }) => theme.space[1]}; }
`;

interface UserAgreementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 《用户服务协议》 in a dialog, read from the registration form. */
export function UserAgreementDialog({ open, onOpenChange }: UserAgreementDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={USER_AGREEMENT_TITLE}
      actionText="我已阅读"
      message={
        <Text>
          {USER_AGREEMENT.map((clause) => (
            <span key={clause.heading}>
              <strong>{clause.heading}</strong>
              {clause.body}
            </span>
          ))}
        </Text>
      }
    />
  );
}
