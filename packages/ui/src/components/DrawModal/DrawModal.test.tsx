import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawModal, type DrawModalProps, type DrawOutcome } from '../../index';
import { axeViolations } from '../../test/axe';
import { drawActivity, nothingWon, wonGift, wonPoints } from '../../test/draw';
import { advanceTimers, fakeTimerUser, installFakeTimers, restoreRealTimers } from '../../test/fakeTimers';
import { render, screen, within } from '../../test/render';

const CONFIRM_TEXT = '抽奖进行中，关闭后若未显示结果，请到个人中心查看抽奖结果';
const WON_TEXT = '恭喜您抽中欧姆龙电子血压计（客服将在3个工作日内联系您安排发货）';

/** axe schedules its work with timers, so it runs on the real clock, as a test's last step. */
async function expectAxeClean(container: Element) {
  restoreRealTimers();
  expect(await axeViolations(container)).toEqual([]);
}

function renderModal(props: Partial<DrawModalProps> = {}) {
  const onClosed = vi.fn();
  const onDraw = vi.fn(() => Promise.resolve<DrawOutcome>(wonGift));
  const view = render(
    <DrawModal open activity={drawActivity} chances={1} onDraw={onDraw} onClosed={onClosed} {...props} />,
    { user: fakeTimerUser },
  );
  const dialog = screen.getByRole('dialog', { name: drawActivity.name });
  return { ...view, dialog, onClosed, onDraw };
}

describe('DrawModal', () => {
  beforeEach(installFakeTimers);
  afterEach(restoreRealTimers);

  it('shows the activity, its prizes and the chances, with the focus on 抽奖', async () => {
    const { dialog, baseElement } = renderModal();
    expect(dialog).toHaveAccessibleDescription(drawActivity.remarks);
    const prizes = within(dialog).getAllByRole('listitem');
    expect(prizes.map((prize) => prize.textContent)).toEqual(drawActivity.prizes.map((prize) => prize.name));
    expect(dialog).toHaveTextContent('您还有1次抽奖机会');
    expect(within(dialog).getByRole('button', { name: '抽奖' })).toHaveFocus();
    await expectAxeClean(baseElement);
  });

  it('reveals the prize no sooner than 2000 ms after the draw began, however fast the server answers', async () => {
    const { dialog, user, onDraw, baseElement } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: '抽奖' }));
    expect(onDraw).toHaveBeenCalledOnce();
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('正在抽奖，请稍候…');
    expect(within(dialog).getByRole('button', { name: '抽奖中…' })).toHaveAttribute('aria-busy', 'true');
    await advanceTimers(1990);
    expect(status).toHaveTextContent('正在抽奖，请稍候…');
    await advanceTimers(10);
    expect(status).toHaveTextContent(WON_TEXT);
    expect(within(dialog).getByRole('listitem', { current: true })).toHaveTextContent('欧姆龙电子血压计');
    expect(within(dialog).getByRole('button', { name: '知道了' })).toBeEnabled();
    await expectAxeClean(baseElement);
  });

  it('offers 再抽一次 while chances are left, and says 谢谢参与 kindly when nothing is won', async () => {
    const onDraw = vi.fn().mockResolvedValueOnce(wonPoints).mockResolvedValueOnce(nothingWon);
    const { dialog, user } = renderModal({ onDraw });
    await user.click(within(dialog).getByRole('button', { name: '抽奖' }));
    await advanceTimers(2000);
    expect(within(dialog).getByRole('status')).toHaveTextContent('恭喜您抽中200积分（已存入您的积分账户）');
    await user.click(within(dialog).getByRole('button', { name: '再抽一次' }));
    await advanceTimers(2000);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '很遗憾，本次未中奖，谢谢参与（明天再来试试手气）',
    );
    expect(within(dialog).queryByRole('listitem', { current: true })).toHaveTextContent('谢谢参与');
    expect(dialog).toHaveTextContent('您还有0次抽奖机会');
  });

  it('stops the loading state as soon as the draw fails and shows the message', async () => {
    const onDraw = vi.fn(() => Promise.reject(new Error('今日抽奖机会已用完')));
    const { dialog, user } = renderModal({ onDraw });
    await user.click(within(dialog).getByRole('button', { name: '抽奖' }));
    await advanceTimers(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent('今日抽奖机会已用完');
    expect(within(dialog).getByRole('button', { name: '重新抽奖' })).not.toHaveAttribute('aria-busy');
  });

  it('asks before closing mid-draw: 取消 keeps the draw going, 关闭 closes after the 1000 ms animation', async () => {
    const { dialog, user, onClosed } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: '抽奖' }));
    await user.keyboard('{Escape}');
    const confirm = screen.getByRole('alertdialog', { name: '温馨提示' });
    expect(confirm).toHaveAccessibleDescription(CONFIRM_TEXT);
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advanceTimers(2000);
    expect(within(dialog).getByRole('status')).toHaveTextContent(WON_TEXT);

    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advanceTimers(999);
    expect(onClosed).not.toHaveBeenCalled();
    await advanceTimers(1);
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('closes from the × button mid-draw once 关闭 is confirmed', async () => {
    const { dialog, user, onClosed } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: '抽奖' }));
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '关闭' }));
    expect(dialog).toHaveAttribute('data-closing');
    await advanceTimers(1000);
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('is axe clean while asking to close mid-draw', async () => {
    const { dialog, user, baseElement } = renderModal({ onDraw: () => new Promise(() => {}) });
    await user.click(within(dialog).getByRole('button', { name: '抽奖' }));
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expectAxeClean(baseElement);
  });
});
