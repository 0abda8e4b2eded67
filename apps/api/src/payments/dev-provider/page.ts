import { formatFen } from '@yaocai/domain';

/** HTML-escapes text for the local provider's pages. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The local provider's checkout page: labelled 开发模式 so nobody mistakes it for the real provider, the amount,
 * and one button that pays (and sends the signed notification).
 */
export function checkoutPage(
  provider: string,
  trade: { subject: string; amountFen: number; outTradeNo: string },
  action: string,
  note = '',
) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${provider}（开发模式）</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<p><strong>开发模式</strong>：这是本地模拟的${provider}，不会产生真实扣款。</p>
<h1>${provider}收银台</h1>
<p>商品：${escapeHtml(trade.subject)}</p>
<p>订单号：${escapeHtml(trade.outTradeNo)}</p>
<p>应付金额：<strong>${formatFen(trade.amountFen)}</strong></p>
${
  note
    ? `<p role="alert">${escapeHtml(note)}</p>`
    : `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}">
<button type="submit">确认付款</button></form>`
}
</body></html>`;
}

export function messagePage(provider: string, message: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${provider}（开发模式）</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto"><p><strong>开发模式</strong></p><h1>${escapeHtml(message)}</h1></body></html>`;
}
