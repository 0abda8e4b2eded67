import { SCOPE_CATEGORIES, SCOPE_CATEGORY_LABELS, type ScopeCategory } from '@yaocai/domain';
import { Checkbox } from '@yaocai/ui';
import { styled } from 'styled-components';

const ScopeList = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  padding: 0;
  margin: 0;
`;

export interface ScopeChoiceProps {
  /** The group's accessible name. */
  label: string;
  /** What the buyer asked for, marked （申请）. */
  asked: readonly ScopeCategory[];
  chosen: readonly ScopeCategory[];
  onChange: (next: ScopeCategory[]) => void;
}

/** The domain's scope categories as checkboxes (the approval's scope, an approved company's scope edit). */
export function ScopeChoice({ label, asked, chosen, onChange }: ScopeChoiceProps) {
  return (
    <ScopeList aria-label={label}>
      {SCOPE_CATEGORIES.map((code) => (
        <Checkbox
          key={code}
          label={`${SCOPE_CATEGORY_LABELS[code]}${asked.includes(code) ? '（申请）' : ''}`}
          checked={chosen.includes(code)}
          onChange={(event) =>
            onChange(event.target.checked ? [...chosen, code] : chosen.filter((c) => c !== code))
          }
        />
      ))}
    </ScopeList>
  );
}
