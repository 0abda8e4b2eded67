import { Button } from '@yaocai/ui';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0;

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  input,
  select {
    height: 32px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface FilterBarProps {
  /** Accessible name of the form, e.g. 订单筛选. */
  label: string;
  /** The form's named fields, read on submit. */
  children: ReactNode;
  onSubmit: (fields: FormData) => void;
}

/**
 * The filters of a member list: plain named fields read on 搜索, so the page only writes the address bar
 * once per search (the list reads its query from there).
 */
export function FilterBar({ label, children, onSubmit }: FilterBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  };
  return (
    <Form aria-label={label} role="search" onSubmit={submit}>
      {children}
      <Button type="submit" size="sm">
        搜索
      </Button>
    </Form>
  );
}

/** 开始日期 – 结束日期 as two native date inputs (Beijing dates, inclusive on the server). */
export function DateRange({ start, end }: { start: string; end: string }) {
  return (
    <>
      <label>
        开始日期
        <input type="date" name="start" defaultValue={start} />
      </label>
      <label>
        结束日期
        <input type="date" name="end" defaultValue={end} />
      </label>
    </>
  );
}

export const fieldText = (fields: FormData, name: string) => String(fields.get(name) ?? '').trim();
