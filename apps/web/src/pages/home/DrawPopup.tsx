import { Suspense, useEffect, useState } from 'react';
import { useDraw, useDrawActivity, useDrawSimple } from '../../data/use-draw';
import { useUser } from '../../data/use-user';
import { drawPopupGate } from '../../lib/draw-popup-gate';
import { DrawModalOnDemand } from '../../lib/on-demand-dialogs';

interface Opened {
  id: number;
  chances: number;
}

/**
 * The prize draw popup (spec §2 home, §4): for a signed-in buyer whom draw/simple lets draw (is_join 0), once per
 * page load and not again the day the buyer closed it without drawing (lib/draw-popup-gate.ts). The draw it
 * opened with is kept: after a draw, draw/simple says is_join 1, and the popup must stay to show the prize.
 * Nothing shows while the reads load or when they fail: the popup is an invitation, not the page's content.
 */
export function DrawPopup() {
  const { data: user } = useUser();
  const simple = useDrawSimple(Boolean(user));
  const [opened, setOpened] = useState<Opened | null>(null);
  const [closed, setClosed] = useState(false);
  const [drew, setDrew] = useState(false);
  const activity = useDrawActivity(opened?.id ?? null);
  const draw = useDraw(opened?.id ?? 0);

  const offer = simple.data;
  const buyerId = user?.id;
  useEffect(() => {
    if (opened || buyerId === undefined || !offer || offer.id <= 0 || offer.is_join !== 0) return;
    if (!drawPopupGate.mayShow(buyerId)) return;
    drawPopupGate.markShown();
    setOpened({ id: offer.id, chances: offer.chances });
  }, [opened, buyerId, offer]);
  if (!opened || !activity.data || !user) return null;

  return (
    <Suspense fallback={null}>
      <DrawModalOnDemand
        open={!closed}
        activity={activity.data}
        chances={opened.chances}
        onDraw={() => {
          setDrew(true);
          return draw();
        }}
        onClosed={() => {
          if (!drew) drawPopupGate.declinedToday(user.id);
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
