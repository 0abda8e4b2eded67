import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseButton, Description, Footer, Title } from '../../internal/dialog.styles';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import {
  Chances,
  CLOSE_MS,
  DrawContent,
  DrawOverlay,
  Outcome,
  PrizeCard,
  PrizeGrid,
  Remarks,
} from './DrawModal.styles';
import type { DrawModalActivity, DrawOutcome } from './types';
import { type DrawPhase, useDrawRun } from './useDrawRun';

/** Spec §4, §9: the result shows 2000 ms after the draw began. */
const REVEAL_MS = 2000;

/** Spec §8's copy for closing while the draw is still running. */
const CLOSE_WHILE_DRAWING = '抽奖进行中，关闭后若未显示结果，请到个人中心查看抽奖结果';

export interface DrawModalProps {
  /** Whether the popup is shown; the app shows it when draw/simple says is_join 0 (spec §4). */
  open: boolean;
  /** The running draw: its name, remarks and prizes. */
  activity: DrawModalActivity;
  /** Chances the buyer has before drawing; omitted hides the line. */
  chances?: number;
  /** Draws once: resolves with the prize, rejects with an Error whose message is shown. */
  onDraw: () => Promise<DrawOutcome>;
  /** Called once the 1000 ms closing animation has ended; the app then sets `open` to false. */
  onClosed: () => void;
}

function outcomeText(phase: DrawPhase): string {
  if (phase.step === 'drawing') return '正在抽奖，请稍候…';
  if (phase.step === 'failed') return phase.message;
  if (phase.step !== 'done') return '';
  const { name, remarks, kind } = phase.outcome;
  // The server's remarks follow the prize in brackets (§8), for 谢谢参与 too (e.g. 明天再来试试手气).
  const aside = remarks ? `（${remarks}）` : '';
  return kind === 'none' ? `很遗憾，本次未中奖，谢谢参与${aside}` : `恭喜您抽中${name}${aside}`;
}

/**
 * The prize draw popup (spec §4): the buyer draws, the prize shows after two seconds, closing mid-draw asks
 * first, and the popup fades out over a second before `onClosed`. The outcome line is a live region, so a
 * screen reader hears the result without the focus moving.
 */
export function DrawModal({ open, activity, chances, onDraw, onClosed }: DrawModalProps) {
  const { phase, start, reset } = useDrawRun(onDraw, REVEAL_MS);
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const drawButton = useRef<HTMLButtonElement>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (open) return;
    reset();
    setConfirming(false);
    setClosing(false);
  }, [open, reset]);

  const beginClose = useCallback(() => {
    setConfirming(false);
    setClosing(true);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(onClosed, CLOSE_MS);
  }, [onClosed]);

  const requestClose = () => {
    if (closing) return;
    if (phase.step === 'drawing') setConfirming(true);
    else beginClose();
  };

  const drawing = phase.step === 'drawing';
  const outcome = phase.step === 'done' ? phase.outcome : undefined;
  const left = outcome?.chances ?? (phase.step === 'ready' ? chances : undefined);
  const canDraw = !outcome || (outcome.chances ?? 0) > 0;
  const tone = phase.step === 'failed' ? 'error' : outcome && outcome.kind !== 'none' ? 'won' : 'muted';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && requestClose()}>
      <Dialog.Portal>
        <DrawOverlay data-closing={closing || undefined} />
        <DrawContent
          data-ui="DrawModal"
          data-closing={closing || undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            drawButton.current?.focus();
          }}
          // A stray click beside the popup must not end (or ask to end) a draw: × and Escape close it.
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <Title>{activity.name}</Title>
          <Description asChild>
            <Remarks>{activity.remarks}</Remarks>
          </Description>
          <PrizeGrid aria-label="奖品">
            {activity.prizes.map((prize, index) => (
              <PrizeCard
                key={prize.id}
                $drawing={drawing}
                $index={index}
                aria-current={outcome?.name === prize.name || undefined}
              >
                {prize.image ? <img src={prize.image} alt="" /> : null}
                {prize.name}
              </PrizeCard>
            ))}
          </PrizeGrid>
          <Outcome role="status" $tone={tone}>
            {outcomeText(phase)}
          </Outcome>
          {left !== undefined && <Chances>您还有{left}次抽奖机会</Chances>}
          <Footer>
            {canDraw ? (
              <Button ref={drawButton} loading={drawing} onClick={start}>
                {drawing ? '抽奖中…' : outcome ? '再抽一次' : phase.step === 'failed' ? '重新抽奖' : '抽奖'}
              </Button>
            ) : (
              <Button ref={drawButton} onClick={beginClose}>
                知道了
              </Button>
            )}
          </Footer>
          <CloseButton aria-label="关闭">×</CloseButton>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="温馨提示"
            description={CLOSE_WHILE_DRAWING}
            confirmText="关闭"
            cancelText="取消"
            onConfirm={beginClose}
          />
        </DrawContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
