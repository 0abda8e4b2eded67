import { screen, waitFor } from '@testing-library/react';
import { type ConsoleOperator, type OperatorRole, permissionsOf } from '@yaocai/domain';
import { expect } from 'vitest';

/** A demo operator as `GET /api/console/session` answers it; the permissions come from the one role table. */
const demo = (id: number, username: string, name: string, role: OperatorRole): ConsoleOperator => ({
  id,
  username,
  name,
  roles: [role],
  permissions: permissionsOf([role]),
});

export const shenhe = demo(1, 'shenhe', '审核员 周敏', 'review');
export const zhiliang = demo(7, 'zhiliang', '质量审核员 孙洁', 'review');
export const cangchu = demo(2, 'cangchu', '仓储 李强', 'warehouse');
export const caiwu = demo(3, 'caiwu', '财务 赵敏', 'finance');
export const yunying = demo(5, 'yunying', '运营 赵磊', 'operations');
export const kefu = demo(4, 'kefu', '客服 陈静', 'service');
export const admin = demo(6, 'admin', '管理员 刘洋', 'admin');

/** A notice read out by a live region (the page's; picture viewers have their own for zoom and turn). */
export const announced = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes(text))).toBe(true),
  );
