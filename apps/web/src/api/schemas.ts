/**
 * The zod contracts the browser parses answers with. Only `contracts.ts` imports this module, and only
 * dynamically: zod classic then lives in its own chunk, fetched while the first request is on the wire,
 * instead of in the JavaScript the page must run before its first paint.
 */
import { goods, pageOf } from '@yaocai/domain';

export {
  address,
  addressList,
  advertList,
  articleCategoryData,
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
  creditBillList,
  csrfData,
  everydayPriceData,
  focusAdverts,
  focusCommon,
  friendLinks,
  goodsActivitiesData,
  goodsDetail,
  helpCategory,
  loginResult,
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
  transferInstructions,
  userBase,
  userCredit,
  userMoney,
  validationErrorData,
  wordList,
} from '@yaocai/domain';

export const goodsPage = pageOf(goods);

// The prize draw (issue #11).
export { drawActivity, drawAds, drawRecordPage, drawResult, drawSimple } from '@yaocai/domain';
