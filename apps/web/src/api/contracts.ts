/**
 * Lazy handles on the contracts in `schemas.ts`, one per schema, named as in `@yaocai/domain`. A data
 * module passes one to `request` as its `schema`; `request` starts loading the schemas chunk when it sends
 * and parses once both the answer and the chunk are in. Nothing here imports zod at run time.
 */
import type { DataSchema } from './request';

type Schemas = typeof import('./schemas');
type Parsed<K extends keyof Schemas> = Schemas[K] extends DataSchema<infer T> ? T : never;

let loading: Promise<Schemas> | undefined;

/** The schemas chunk, fetched once. */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas');
  return loading;
}

/** A contract that is loaded when first needed. */
export interface LazySchema<T> {
  load(): Promise<DataSchema<T>>;
}

function lazy<K extends keyof Schemas>(name: K): LazySchema<Parsed<K>> {
  return { load: async () => (await loadSchemas())[name] as unknown as DataSchema<Parsed<K>> };
}

export const cashbackCampaignList = lazy('cashbackCampaignList');
export const cashVoucherList = lazy('cashVoucherList');
export const activityPageData = lazy('activityPageData');
export const activityPageList = lazy('activityPageList');
export const welfareData = lazy('welfareData');
export const addressList = lazy('addressList');
export const chatMessage = lazy('chatMessage');
export const chatMessagesPage = lazy('chatMessagesPage');
export const chatUnread = lazy('chatUnread');
export const afterSaleCreated = lazy('afterSaleCreated');
export const afterSaleDetail = lazy('afterSaleDetail');
export const afterSaleList = lazy('afterSaleList');
export const address = lazy('address');
export const contractState = lazy('contractState');
export const availableCouponList = lazy('availableCouponList');
export const couponClaimResult = lazy('couponClaimResult');
export const couponList = lazy('couponList');
export const couponNum = lazy('couponNum');
export const creditBill = lazy('creditBill');
export const creditBillList = lazy('creditBillList');
export const hmReceipt = lazy('hmReceipt');
export const hmReceiptList = lazy('hmReceiptList');
export const invoicePage = lazy('invoicePage');
export const moneyLog = lazy('moneyLog');
export const orderCreated = lazy('orderCreated');
export const orderDetail = lazy('orderDetail');
export const orderList = lazy('orderList');
export const orderRebuyResult = lazy('orderRebuyResult');
export const paymentResult = lazy('paymentResult');
export const payOptions = lazy('payOptions');
export const transferInstructions = lazy('transferInstructions');
export const onlinePayment = lazy('onlinePayment');
export const rechargeOptions = lazy('rechargeOptions');
export const userCredit = lazy('userCredit');
export const userMoney = lazy('userMoney');
export const advertList = lazy('advertList');
export const articleCategoryData = lazy('articleCategoryData');
export const articleDetail = lazy('articleDetail');
export const bannerData = lazy('bannerData');
export const brandDetail = lazy('brandDetail');
export const cartAddResult = lazy('cartAddResult');
export const cartCheckout = lazy('cartCheckout');
export const cartCopyResult = lazy('cartCopyResult');
export const cartNextHint = lazy('cartNextHint');
export const cartState = lazy('cartState');
export const cartTotal = lazy('cartTotal');
export const combinationList = lazy('combinationList');
export const controlledApplyResult = lazy('controlledApplyResult');
export const controlledGoodsAccess = lazy('controlledGoodsAccess');
export const controlledProgrammeList = lazy('controlledProgrammeList');
export const controlledProgrammePage = lazy('controlledProgrammePage');
export const createCodeResult = lazy('createCodeResult');
export const csrfData = lazy('csrfData');
export const everydayPriceData = lazy('everydayPriceData');
export const focusAdverts = lazy('focusAdverts');
export const focusCommon = lazy('focusCommon');
export const friendLinks = lazy('friendLinks');
export const goodsActivitiesData = lazy('goodsActivitiesData');
export const goodsDetail = lazy('goodsDetail');
export const goodsPage = lazy('goodsPage');
export const loginResult = lazy('loginResult');
export const phoneRegistered = lazy('phoneRegistered');
export const recommendationData = lazy('recommendationData');
export const registerResult = lazy('registerResult');
export const sessionData = lazy('sessionData');
export const siteConfig = lazy('siteConfig');
export const spikeData = lazy('spikeData');
export const userBase = lazy('userBase');
export const validationErrorData = lazy('validationErrorData');
export const wordList = lazy('wordList');
export const jyfwData = lazy('jyfwData');
export const uploadedImage = lazy('uploadedImage');
export const zizhiData = lazy('zizhiData');
export const helpCategoryList = {
  load: async (): Promise<DataSchema<Parsed<'helpCategory'>[]>> => (await loadSchemas()).helpCategory.array(),
};
export const messagePage = lazy('messagePage');
export const messageCount = lazy('messageCount');
export const storeList = lazy('storeList');
export const wechatAuthorize = lazy('wechatAuthorize');
export const wechatLoginResult = lazy('wechatLoginResult');
// The prize draw (issue #11).
export const drawActivity = lazy('drawActivity');
export const drawAds = lazy('drawAds');
export const drawRecordPage = lazy('drawRecordPage');
export const pointsExchangeResult = lazy('pointsExchangeResult');
export const pointsLog = lazy('pointsLog');
export const pointsMallPage = lazy('pointsMallPage');
export const pointsOrder = lazy('pointsOrder');
export const pointsOrderPage = lazy('pointsOrderPage');
export const drawResult = lazy('drawResult');
export const drawSimple = lazy('drawSimple');
// Self-service (issue #23 §1).
export const cartImportApplyResult = lazy('cartImportApplyResult');
export const cartImportResult = lazy('cartImportResult');
export const fastBuyPage = lazy('fastBuyPage');
export const feedbackItem = lazy('feedbackItem');
export const feedbackPage = lazy('feedbackPage');
export const itemRequest = lazy('itemRequest');
export const itemRequestPage = lazy('itemRequestPage');
// Goods alerts (issue #23 §1).
export const alertItem = lazy('alertItem');
export const alertPage = lazy('alertPage');
