import { styled } from 'styled-components';

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  width: 720px;
  max-width: 100%;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 3px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.brand)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
  text-align: center;
`;

export interface StepsBarProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** How many steps are finished. */
  done: number;
  /** The step the page is on (0-based); none when the page is past the steps it can offer. */
  current?: number;
  label: string;
}

/** Numbered steps of a flow (registration, password reset): finished, current and still to come. */
export function StepsBar({ steps, done, current, label }: StepsBarProps) {
  return (
    <List aria-label={label}>
      {steps.map((step, index) => {
        const state = index < done ? 'done' : index === current ? 'current' : 'todo';
        return (
          <Item key={step} $state={state} aria-current={index === current ? 'step' : undefined}>
            {index + 1} {step}
            {state === 'done' && <span>（已完成）</span>}
          </Item>
        );
      })}
    </List>
  );
}
