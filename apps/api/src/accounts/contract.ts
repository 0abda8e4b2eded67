import { ApiStatus } from '@yaocai/domain';
import { ApiError } from '../lib/errors';

/*
 * The e-contract (电子采购合同) a buyer's company signs once before its first order (spec §8 status 459 →
 * /dzht). The text and its version live here and nowhere else; `contract_signatures` records who signed which
 * version, `companies.contract_signed` that some version was signed. Versions published later: contract-versions.ts.
 */

export const CONTRACT_VERSION = '2026-11';
export const CONTRACT_TITLE = '药品电子采购合同';

const CONTRACT_BODY = `甲方（供货方）：药采平台运营的药品批发企业（以平台公示的《药品经营许可证》《营业执照》所载企业为准）
乙方（采购方）：在药采平台注册并通过资质审核的药品零售企业或医疗机构（以乙方会员资料为准）

根据《中华人民共和国民法典》《中华人民共和国药品管理法》及《药品经营质量管理规范》（GSP），双方就乙方通过药采平台向甲方采购药品及相关商品事宜，订立本合同。乙方在平台提交的每一笔订单均为本合同项下的具体采购约定。

第一条 资质与合法采购
1. 乙方保证所持《药品经营许可证》或《医疗机构执业许可证》、营业执照等证照真实、合法、在有效期内，并在证照变更或到期前30日内于会员中心更新；证照过期或超出经营范围的商品，平台将限制购买。
2. 乙方仅在其许可的经营（诊疗）范围内采购，所购药品只用于自身合法经营或诊疗，不得转售给无资质单位或个人。含特殊管理药品、含麻黄碱类复方制剂等管控商品，乙方须另经授权并按规定实名、限量采购。
3. 乙方指定的采购人员、收货人员应持有乙方出具的采购委托书；乙方账号下的操作视为乙方行为，乙方应妥善保管账号与密码。

第二条 质量与追溯
1. 甲方保证所供药品来源合法、质量合格，随货提供加盖印章的随货同行单，注明品名、规格、生产企业、批准文号、批号、生产日期、有效期、数量、单价等信息；首营品种按要求提供相关资料。
2. 甲方在订单详情中提供每个发货批次的批号、生产日期、有效期及药品追溯码，乙方应按《药品追溯码》相关规定扫码验收、上传追溯数据，并据此完成医保进销存记录。
3. 需冷藏、冷冻的药品，甲方按冷链要求储运并提供温度记录；乙方收货时应核对温度记录，不符合要求的可拒收。

第三条 价格、订单与付款
1. 商品价格、促销、满减、优惠券以下单时平台计算并在订单中列明的金额为准，客户端提交的任何金额均不作为结算依据。
2. 订单提交后，乙方应在订单页所示的付款期限内付款，逾期未付的订单自动取消，所占库存、优惠券及活动名额相应释放。
3. 付款方式包括账户余额、账期支付和对公转账。账期额度、账单日与还款期限以甲方为乙方核定并在“我的钱包—账期管理”中显示的为准；乙方应在账单到期日前足额还款，逾期的，甲方有权暂停账期支付直至结清。
4. 甲方按乙方选择的发票类型开具合规发票，发票金额与订单实付金额一致。

第四条 收货、退货与换货
1. 乙方应在收货时当场核对品名、规格、批号、数量、包装及效期，如有破损、短少、错发或冷链不符，应在签收单上注明并于24小时内在平台提出。
2. 非质量问题的药品原则上不予退换；因甲方原因（质量问题、错发、近效期未经乙方同意发货等）造成的退货、换货，运费由甲方承担，货款按原支付途径退回。
3. 药品监督管理部门发布召回或停售通知的，双方应按通知配合召回、停售，甲方承担相应货款与费用。

第五条 信息与保密
双方对在合作中知悉的对方经营信息、价格信息及患者相关信息负有保密义务，法律法规另有规定或监管部门依法要求提供的除外。

第六条 违约与争议
任何一方违反本合同的，应赔偿对方因此遭受的直接损失。因本合同产生的争议，双方协商解决；协商不成的，提交甲方所在地有管辖权的人民法院诉讼解决。

第七条 生效与变更
本合同自乙方在平台点击“签署合同”之日起生效，长期有效。平台更新合同文本的，将提前公示并请乙方重新签署；乙方签署的版本与时间记录于平台。`;

/** The first text, in force until an operator publishes a version (contract-versions.ts). */
export const BUILT_IN_CONTRACT = {
  version: CONTRACT_VERSION,
  title: CONTRACT_TITLE,
  body: CONTRACT_BODY,
  requiredFrom: new Date(0),
  publishedAt: null,
  publishedBy: '',
};

/** Status 459 (spec §8): the company must sign the e-contract before ordering; the app then goes to /dzht. */
export const contractRequired = () =>
  new ApiError(ApiStatus.contractRequired, ApiStatus.contractRequired, '请先签署电子采购合同');
