/**
 * The zod contracts the browser parses answers with. Only `contracts.ts` imports this module, and only
 * dynamically: zod classic then lives in its own chunk, fetched while the first request is on the wire,
 * instead of in the JavaScript the page must run before its first paint.
 */
import { goods, pageOf } from '@yaocai/domain';

export {
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
  controlledApplyResult,
  controlledGoodsAccess,
  controlledProgrammeList,
  controlledProgrammePage,
  createCodeResult,
  csrfData,
  everydayPriceData,
  focusAdverts,
  focusCommon,
  friendLinks,
  goodsActivitiesData,
  goodsDetail,
  helpCategory,
  loginResult,
  phoneRegistered,
  recommendationData,
  registerResult,
  sessionData,
  siteConfig,
  spikeData,
  userBase,
  validationErrorData,
  wordList,
} from '@yaocai/domain';

export const goodsPage = pageOf(goods);
