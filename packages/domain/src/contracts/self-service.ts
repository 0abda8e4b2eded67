import { z } from 'zod';
import { PURCHASE_LIST_MAX_ROWS } from '../purchase-list';
import { idParam, intParam, multiLineText, oneLineText, pageOf, pageQuery, yuanString } from './common';
import { imageId } from './qualifications';

/*
 * Self-service (自助服务 /zzfw, issue #23 §1): quick purchase, the purchase-list upload, item-wanted requests
 * (品种求购) and feedback (意见反馈), and the 客服 console's side of the last two. docs/self-service.md.
 */

// ── Quick purchase ────────────────────────────────────────────────────────────────────────────────────────

export const FAST_BUY_ORDERS = ['frequency', 'recent', 'name'] as const;

/** GET /api/user/fast_buy — `order`: frequency (times bought, default), recent (last bought) or name. */
export const fastBuyQuery = pageQuery.extend({
  order: z.enum(FAST_BUY_ORDERS, { error: '排序方式不存在' }).default('frequency'),
});
export type FastBuyQuery = z.infer<typeof fastBuyQuery>;

export const fastBuyItem = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  trade_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  /** The middle package: the quantity step. */
  zbz: z.number().int(),
  /** Orders the goods was in (cancelled and unpaid orders not counted; goods banned online are never listed). */
  times: z.number().int(),
  total_number: z.number().int(),
  /** What the last order paid per unit, and how many it took: the usual quantity the page offers. */
  last_price: yuanString,
  last_number: z.number().int(),
  /** Unix seconds of the last order. */
  last_at: z.number().int(),
  /** Today's list price and stock. */
  price: yuanString,
  stock: z.number().int(),
});
export type FastBuyItem = z.infer<typeof fastBuyItem>;
export const fastBuyPage = pageOf(fastBuyItem);
export type FastBuyPage = z.infer<typeof fastBuyPage>;

// ── Purchase-list upload ──────────────────────────────────────────────────────────────────────────────────

export const IMPORT_ROW_STATUSES = ['matched', 'ambiguous', 'none'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const importRowInput = z.object({
  name: z.string(),
  trade_name: z.string(),
  spec: z.string(),
  maker: z.string(),
  approval_no: z.string(),
  barcode: z.string(),
  number: z.number().int().nullable(),
});

export const importCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  trade_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  price: yuanString,
  stock: z.number().int(),
  /** YYYY-MM-DD or null. */
  expiry_date: z.string().nullable(),
  zbz: z.number().int(),
  /** 0..1: barcode 1; approval number 0.95; else name, spec and maker together. */
  confidence: z.number(),
  /** What matched: barcode, approval_no or name. */
  by: z.enum(['barcode', 'approval_no', 'name']),
});
export type ImportCandidate = z.infer<typeof importCandidate>;

export const importRow = z.object({
  /** 1-based row number in the file. */
  row: z.number().int(),
  input: importRowInput,
  status: z.enum(IMPORT_ROW_STATUSES),
  /** The best offer (matched: the one to add; ambiguous: the suggestion). */
  goods: importCandidate.nullable(),
  alternatives: z.array(importCandidate),
  /** The quantity to add: the list's, or one middle package when blank. */
  number: z.number().int().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

/** POST /api/cart/import — kept a day for `apply`. */
export const cartImportResult = z.object({
  id: z.number().int(),
  rows: z.array(importRow),
  counts: z.object({ matched: z.number().int(), ambiguous: z.number().int(), none: z.number().int() }),
});
export type CartImportResult = z.infer<typeof cartImportResult>;

export const cartImportIdParams = z.strictObject({ id: idParam('采购单') });

const rowNumber = intParam('行号', { min: 1, max: PURCHASE_LIST_MAX_ROWS + 20 });

/**
 * POST /api/cart/import/{id}/apply — `items`: rows to add, each with the goods chosen (the match or one of its
 * alternatives) and an optional quantity; `wanted`: rows to file as item-wanted requests.
 */
export const cartImportApplyBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        row: rowNumber,
        goods_id: idParam('商品'),
        number: intParam('数量', { min: 1, max: 999_999 }).optional(),
      }),
    )
    .max(PURCHASE_LIST_MAX_ROWS)
    .default([]),
  wanted: z.array(rowNumber).max(PURCHASE_LIST_MAX_ROWS).default([]),
});
export type CartImportApplyBody = z.infer<typeof cartImportApplyBody>;

export const cartImportApplyResult = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), name: z.string(), reason: z.string() })),
  wanted: z.number().int(),
});
export type CartImportApplyResult = z.infer<typeof cartImportApplyResult>;

// ── Item-wanted (品种求购) ─────────────────────────────────────────────────────────────────────────────────

export const ITEM_REQUEST_STATUSES = ['pending', 'listed', 'unavailable'] as const;
export type ItemRequestStatus = (typeof ITEM_REQUEST_STATUSES)[number];
export const ITEM_REQUEST_STATUS_LABELS: Record<ItemRequestStatus, string> = {
  pending: '待处理',
  listed: '已上架',
  unavailable: '无法供货',
};

/** POST /api/user/buy */
export const itemRequestBody = z.strictObject({
  name: oneLineText('商品名称').min(1, { error: '请输入商品名称' }).max(60, { error: '商品名称最多60字' }),
  spec: oneLineText('规格').max(60, { error: '规格最多60字' }).default(''),
  manufacturer: oneLineText('生产厂家').max(60, { error: '生产厂家最多60字' }).default(''),
  approval_no: oneLineText('批准文号').max(40, { error: '批准文号最多40字' }).default(''),
  number: intParam('求购数量', { min: 1, max: 999_999 }),
  /** Expected unit price in yuan; '' or absent: none. */
  price: z
    .union([z.literal(''), z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, { error: '期望价格格式不正确' })])
    .default(''),
  remark: multiLineText('备注').max(200, { error: '备注最多200字' }).default(''),
});
export type ItemRequestBody = z.infer<typeof itemRequestBody>;

export const itemRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  number: z.number().int(),
  price: yuanString.nullable(),
  remark: z.string(),
  status: z.enum(ITEM_REQUEST_STATUSES),
  status_label: z.string(),
  /** Listed: the goods to buy. */
  goods_id: z.number().int().nullable(),
  /** Unavailable: why. */
  reason: z.string(),
  /** Where it came from: typed on /zzfw/pzqg/add, or a purchase-list row nothing matched. */
  source: z.enum(['form', 'import']),
  created_at: z.number().int(),
  answered_at: z.number().int().nullable(),
});
export type ItemRequest = z.infer<typeof itemRequest>;
export const itemRequestPage = pageOf(itemRequest);
export type ItemRequestPage = z.infer<typeof itemRequestPage>;
export const itemRequestIdParams = z.strictObject({ id: idParam('求购') });

// ── Feedback (意见反馈) ───────────────────────────────────────────────────────────────────────────────────

export const FEEDBACK_TYPES = ['product', 'order', 'delivery', 'website', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  product: '商品问题',
  order: '订单与支付',
  delivery: '物流配送',
  website: '网站功能',
  other: '其他建议',
};
export const FEEDBACK_IMAGES_MAX = 4;

/** POST /api/user/feedback — photos are uploaded first (POST /api/user/zizhi/image) and named by id. */
export const feedbackBody = z.strictObject({
  type: z.enum(FEEDBACK_TYPES, { error: '请选择反馈类型' }),
  content: multiLineText('反馈内容')
    .min(5, { error: '反馈内容至少5个字' })
    .max(500, { error: '反馈内容最多500字' }),
  image_ids: z
    .array(imageId)
    .max(FEEDBACK_IMAGES_MAX, { error: `最多${FEEDBACK_IMAGES_MAX}张图片` })
    .default([]),
  contact: oneLineText('联系方式').max(50, { error: '联系方式最多50字' }).default(''),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackItem = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  type_label: z.string(),
  content: z.string(),
  /** Addresses of the photos (readable by the company and operators). */
  images: z.array(z.string()),
  contact: z.string(),
  /** The operator's reply, '' until answered. */
  reply: z.string(),
  replied_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackPage = pageOf(feedbackItem);
export type FeedbackPage = z.infer<typeof feedbackPage>;

// ── The console (客服) ───────────────────────────────────────────────────────────────────────────────────

export const consoleItemRequestQuery = pageQuery.extend({
  status: z.union([z.literal(''), z.enum(ITEM_REQUEST_STATUSES)], { error: '状态不存在' }).default('pending'),
});
export type ConsoleItemRequestQuery = z.infer<typeof consoleItemRequestQuery>;
export const consoleItemRequest = itemRequest.extend({ company: z.string(), user: z.string() });
export type ConsoleItemRequest = z.infer<typeof consoleItemRequest>;
export const consoleItemRequestPage = pageOf(consoleItemRequest);
export type ConsoleItemRequestPage = z.infer<typeof consoleItemRequestPage>;

/** POST /api/console/item-requests/{id}/answer — listed with the goods, or unavailable with a reason. */
export const itemRequestAnswerBody = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('listed'), goods_id: idParam('商品') }),
    z.strictObject({
      status: z.literal('unavailable'),
      reason: oneLineText('原因')
        .min(1, { error: '请输入无法供货的原因' })
        .max(100, { error: '原因最多100字' }),
    }),
  ],
  { error: '请选择处理结果' },
);
export type ItemRequestAnswerBody = z.infer<typeof itemRequestAnswerBody>;

export const consoleFeedbackQuery = pageQuery.extend({
  replied: z.enum(['', '0', '1'], { error: '回复状态不存在' }).default('0'),
});
export type ConsoleFeedbackQuery = z.infer<typeof consoleFeedbackQuery>;
export const consoleFeedback = feedbackItem.extend({ company: z.string(), user: z.string() });
export type ConsoleFeedback = z.infer<typeof consoleFeedback>;
export const consoleFeedbackPage = pageOf(consoleFeedback);
export type ConsoleFeedbackPage = z.infer<typeof consoleFeedbackPage>;
export const feedbackIdParams = z.strictObject({ id: idParam('反馈') });

/** POST /api/console/feedback/{id}/reply */
export const feedbackReplyBody = z.strictObject({
  reply: multiLineText('回复').min(1, { error: '请输入回复内容' }).max(500, { error: '回复最多500字' }),
});
export type FeedbackReplyBody = z.infer<typeof feedbackReplyBody>;
