/**
 * The zod contracts the browser parses answers with. Only `contracts.ts` imports this module, and only
 * dynamically: zod classic then lives in its own chunk, fetched while the first request is on the wire,
 * instead of in the JavaScript the page must run before its first paint.
 */
import { goods, message, pageOf } from '@yaocai/domain';

export {
  address,
  addressList,
  advertList,
  articleCategoryData,
  articleDetail,
  bannerData,
  brandDetail,
  cartAddResult,
  cartCheckout,
  cartCopyResult,
  cartNextHint,
  cartState,
  cartTotal,
  combinationList,
  contractState,
  controlledApplyResult,
  controlledGoodsAccess,
  controlledProgrammeList,
  controlledProgrammePage,
  couponList,
  couponNum,
  createCodeResult,
  creditBill,
  creditBillList,
  csrfData,
  everydayPriceData,
  focusAdverts,
  focusCommon,
  friendLinks,
  goodsActivitiesData,
  goodsDetail,
  helpCategory,
  jyfwData,
  loginResult,
  messageCount,
  moneyLog,
  orderCreated,
  orderDetail,
  orderList,
  orderRebuyResult,
  paymentResult,
  payOptions,
  phoneRegistered,
  recommendationData,
  registerResult,
  sessionData,
  siteConfig,
  spikeData,
  storeList,
  transferInstructions,
  uploadedImage,
  userBase,
  userCredit,
  userMoney,
  validationErrorData,
  wechatAuthorize,
  wechatLoginResult,
  wordList,
  zizhiData,
} from '@yaocai/domain';

export const goodsPage = pageOf(goods);
export const messagePage = pageOf(message);

// The prize draw (issue #11).
export { drawActivity, drawAds, drawRecordPage, drawResult, drawSimple } from '@yaocai/domain';
