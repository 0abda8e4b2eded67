import { Button } from '@yaocai/ui';
import { useSendChat } from '../../data/use-chat';
import { useUser } from '../../data/use-user';
import { feedback } from '../../feedback/feedback';
import { chatOpener } from '../../lib/chat-opener';

/**
 * 咨询客服 (issue #23 §3): sends this goods or order to 客服 as a card, then opens the toolbar's chat. A buyer
 * without the embedded chat (`is_can_chat` 0) gets the panel with the QQ contacts instead; a visitor sees nothing.
 */
export function AskServiceButton({ card }: { card: { goods_id: number } | { order_id: number } }) {
  const user = useUser().data;
  const send = useSendChat((error) => feedback.toast(error.message, 'error'));
  if (!user) return null;
  const ask = async () => {
    if (user.is_can_chat === 1) {
      const sent = await send.run(
        'goods_id' in card ? { type: 'goods', ...card } : { type: 'order', ...card },
      );
      if (!sent) return;
    }
    chatOpener.open();
  };
  return (
    <Button variant="secondary" size="sm" loading={send.pending} onClick={() => void ask()}>
      咨询客服
    </Button>
  );
}
