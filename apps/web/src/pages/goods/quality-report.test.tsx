import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { feedback } from '../../feedback/feedback';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { goodsDetailFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

/*
 * 查看质检报告 on the product page (issue #23 §4, #26 §2 Goods): the report an operator put on the batch the next
 * order ships; a batch without one says so (the buyer's 暂无质检报告), never another batch's report.
 */
describe('/list_info quality inspection report', () => {
  it('a batch without a report: 查看质检报告 alerts 暂无质检报告 and links nothing', async () => {
    stubApi({
      signedIn: true,
      override: ({ url }) =>
        url === '/api/goods/detail/41'
          ? envelope(10000, { ...goodsDetailFixture, quality_report: '' })
          : undefined,
    });
    renderApp('/list_info/41');
    const button = await screen.findByRole('button', { name: '查看质检报告' });
    expect(screen.queryByRole('link', { name: /查看质检报告/ })).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(feedback.getSnapshot().alert?.message).toBe('暂无质检报告');
    act(() => feedback.closeAlert());
  });
});
