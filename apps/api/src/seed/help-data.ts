import {
  CERTIFICATE_TYPE_LABELS,
  ENTERPRISE_TYPE_LABELS,
  ENTERPRISE_TYPES,
  REQUIRED_CERTIFICATES,
} from '@yaocai/domain';
import { USER_AGREEMENT, USER_AGREEMENT_TITLE } from '@yaocai/domain/print';

/*
 * The help centre's groups, pages and articles (issue #23 §2): real copy for the demo marketplace. Category ids
 * are assigned (docs/content.md); article 66 is the spec's /help/xrzn/hyzc?id=66 (what each enterprise type
 * must upload). Bodies are HTML, sanitised by the seeder like an operator's.
 */

export interface SeedCategory {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  section: 'help' | 'news';
  sort: number;
}

export const helpCategoryRows: SeedCategory[] = [
  { id: 1, code: 'hy', name: '行业资讯', parentId: null, section: 'news', sort: 1 },
  { id: 2, code: 'company', name: '公司动态', parentId: null, section: 'news', sort: 2 },
  { id: 3, code: 'notice', name: '平台公告', parentId: null, section: 'news', sort: 3 },
  { id: 10, code: 'xrzn', name: '新手指南', parentId: null, section: 'help', sort: 1 },
  { id: 11, code: 'hyzc', name: '会员注册', parentId: 10, section: 'help', sort: 1 },
  { id: 12, code: 'gwzn', name: '购物指南', parentId: 10, section: 'help', sort: 2 },
  { id: 13, code: 'aqgy', name: '安全购药', parentId: 10, section: 'help', sort: 3 },
  { id: 20, code: 'fwbz', name: '服务保障', parentId: null, section: 'help', sort: 2 },
  { id: 21, code: 'wzzz', name: '网站资质', parentId: 20, section: 'help', sort: 1 },
  { id: 22, code: 'yhxy', name: '用户协议', parentId: 20, section: 'help', sort: 2 },
  { id: 23, code: 'zskf', name: '专属客服', parentId: 20, section: 'help', sort: 3 },
  { id: 30, code: 'zfps', name: '支付配送', parentId: null, section: 'help', sort: 3 },
  { id: 31, code: 'ddzf', name: '订单支付', parentId: 30, section: 'help', sort: 1 },
  { id: 32, code: 'hwps', name: '货物配送', parentId: 30, section: 'help', sort: 2 },
  { id: 33, code: 'ypth', name: '药品退换', parentId: 30, section: 'help', sort: 3 },
  { id: 40, code: 'us', name: '关于我们', parentId: null, section: 'help', sort: 4 },
  { id: 41, code: 'tsjy', name: '投诉建议', parentId: 40, section: 'help', sort: 1 },
  { id: 42, code: 'lxwm', name: '联系我们', parentId: 40, section: 'help', sort: 2 },
];

/** The spec's licence-and-qualification article (/help/xrzn/hyzc?id=66). */
export const QUALIFICATION_ARTICLE_ID = 66;

/** What each enterprise type uploads, from the one home of the rule (REQUIRED_CERTIFICATES). */
function certificateTable(): string {
  const rows = ENTERPRISE_TYPES.map(
    (type) =>
      `<tr><td>${ENTERPRISE_TYPE_LABELS[type]}</td><td>${REQUIRED_CERTIFICATES[type]
        .map((certificate) => CERTIFICATE_TYPE_LABELS[certificate])
        .join('、')}</td></tr>`,
  ).join('');
  return `<table><caption>各类企业注册时必须上传的证照</caption><thead><tr><th scope="col">企业类型</th><th scope="col">必须上传</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export interface SeedArticle {
  id?: number;
  categoryId: number;
  title: string;
  body: string;
  sort: number;
}

export const helpArticleRows = (): SeedArticle[] => [
  {
    categoryId: 11,
    sort: 1,
    title: '会员注册流程',
    body:
      '<p>药采只向依法取得药品经营或医疗机构执业资格的企业销售，不向个人销售。注册分四步：</p>' +
      '<ol><li>点击页面顶部“免费注册”，填写手机号并获取短信验证码，设置登录密码（至少8位，含字母和数字）。</li>' +
      '<li>选择企业类型，填写企业名称、统一社会信用代码、注册地址和经营范围。</li>' +
      '<li>按企业类型上传证照照片（见<a href="/help/xrzn/hyzc?id=66">各类企业注册所需证照</a>），并填写采购员姓名和身份证号。</li>' +
      '<li>提交后进入资质审核，审核结果以站内信和短信通知。审核通过后即可查看价格、下单采购。</li></ol>' +
      '<p>首次下单前需在线签署电子合同（质量保证协议），未签署时下单会自动跳转到签署页面。</p>',
  },
  {
    id: QUALIFICATION_ARTICLE_ID,
    categoryId: 11,
    sort: 2,
    title: '各类企业注册所需证照',
    body:
      '<p>根据《药品网络销售监督管理办法》和《药品经营质量管理规范》（GSP），平台须核实采购单位的资质和采购人员的身份与授权，并只在其经营范围（诊疗范围）内销售。</p>' +
      certificateTable() +
      '<h3>上传要求</h3><ul><li>证照须在有效期内，照片清晰完整，四角可见；复印件须加盖企业公章。</li>' +
      '<li>采购委托书须写明被委托人姓名、身份证号、委托采购的品种范围、区域和期限，并加盖企业公章。</li>' +
      '<li>经营医疗器械的企业另需上传《医疗器械经营许可证》（第三类）或第二类医疗器械经营备案凭证。</li>' +
      '<li>开票资料（发票抬头、税号、开户行及账号、地址电话）用于开具数电发票，建议注册时一并填写。</li></ul>' +
      '<h3>到期提醒</h3><p>证照到期前30日起，系统会在会员中心和站内信中提醒更新；必须上传的证照过期后将暂停下单，更新并审核通过后自动恢复。</p>',
  },
  {
    categoryId: 12,
    sort: 1,
    title: '购物流程',
    body:
      '<ol><li><strong>找药</strong>：在搜索框输入通用名、商品名、生产厂家、批准文号或条码，也可输入拼音首字母（如“amxl”查阿莫西林）；或从左侧分类、专区进入。</li>' +
      '<li><strong>看清商品信息</strong>：商品页标明规格、剂型、批准文号、有效期至、中包装和件装、医保类别、建议零售价及按您的采购价计算的毛利。</li>' +
      '<li><strong>加入购物车</strong>：按中包装的整数倍采购；阶梯价按数量自动计算，满减、优惠券在结算时自动匹配最优组合。</li>' +
      '<li><strong>提交订单并支付</strong>：选择收货地址和支付方式（余额、账期或对公转账），见<a href="/help/zfps/ddzf">订单支付</a>。</li>' +
      '<li><strong>收货验收</strong>：核对随货同行单上的批号、有效期和追溯码，确认收货。</li></ol>',
  },
  {
    categoryId: 13,
    sort: 1,
    title: '安全购药须知',
    body:
      '<p>平台所售药品均来自具备《药品生产许可证》或《药品经营许可证》的企业，首营资料经质量管理部门审核。</p>' +
      '<ul><li>疫苗、血液制品、麻醉药品、精神药品、医疗用毒性药品、放射性药品、药品类易制毒化学品等国家禁止网络销售的药品，平台不展示、不销售。</li>' +
      '<li>含麻黄碱类复方制剂仅限对公转账支付，限量销售，收货时须核实采购员身份。</li>' +
      '<li>处方药仅向具备相应经营范围的企业销售，请凭处方调配。</li>' +
      '<li>每批药品均附检验报告，可在商品页“查看质检报告”中查看。</li></ul>',
  },
  {
    categoryId: 21,
    sort: 1,
    title: '平台证照',
    body:
      '<p>药采依法取得以下证照并在页面底部公示。<strong>演示站点所列编号均为示例，并非真实证照编号</strong>；正式运营时由运营人员在管理后台“网站证照”中填写真实编号。</p>' +
      '<ul><li>药品网络交易服务第三方平台备案凭证</li><li>医疗器械网络交易服务第三方平台备案凭证</li><li>互联网药品信息服务资格证书</li><li>药品经营许可证（批发）</li></ul>' +
      '<p>如需核验，可登录国家药品监督管理局网站（<a href="https://www.nmpa.gov.cn/">www.nmpa.gov.cn</a>）查询。</p>',
  },
  {
    categoryId: 22,
    sort: 1,
    title: USER_AGREEMENT_TITLE,
    // The text the registration form shows (domain's USER_AGREEMENT), so the two never differ.
    body: USER_AGREEMENT.map((clause) => `<h3>${clause.heading}</h3><p>${clause.body}</p>`).join(''),
  },
  {
    categoryId: 23,
    sort: 1,
    title: '专属客服服务',
    body:
      '<p>资质审核通过后，平台为每个会员指定一名客户经理，其姓名和电话显示在页面顶部“专属客服”处。客户经理负责：</p>' +
      '<ul><li>协助完成资质审核与证照更新；</li><li>缺货商品的求购登记与到货通知；</li><li>账期额度申请与账单核对；</li><li>售后、发票与随货资料的补寄。</li></ul>' +
      '<p>未指定客户经理的会员由平台客服统一服务，服务时间为工作日 8:30–18:00。</p>',
  },
  {
    categoryId: 31,
    sort: 1,
    title: '支付方式',
    body:
      '<p>订单提交后请在30分钟内完成支付，超时未支付的订单将自动取消并释放库存。</p>' +
      '<h3>余额支付</h3><p>使用账户余额即时支付。余额可通过对公转账充值，每一笔收支都记录在“我的钱包—余额管理”中。</p>' +
      '<h3>账期支付</h3><p>平台根据会员的经营情况授予账期额度，在额度内下单无需立即付款。每月账单日出账，须在还款日前结清；已用额度在还款后恢复。</p>' +
      '<h3>对公转账</h3><p>选择对公转账后，请使用企业对公账户将订单金额汇至订单页显示的平台收款账户，并在附言中填写订单页给出的转账识别码。财务人员核对到账后确认订单，一般在到账后1个工作日内完成。</p>' +
      '<p>含麻黄碱类复方制剂只能使用对公转账支付。</p>',
  },
  {
    categoryId: 32,
    sort: 1,
    title: '配送说明',
    body:
      '<ul><li>工作日16:00前支付（对公转账以财务确认时间为准）的订单当日出库，之后的次日出库；节假日安排见平台公告。</li>' +
      '<li>药品由符合GSP要求的物流企业配送，冷藏药品全程冷链并附温度记录。</li>' +
      '<li>每单随货附随货同行单，逐行列明批号、生产日期、有效期至、批准文号和药品追溯码。</li>' +
      '<li>单笔订单满800元免运费，不满800元收取运费10元；优选商品另有单品包邮规则。</li>' +
      '<li>收货时请当面核对件数和外包装；外包装破损、污染的，可拒收并联系客服。</li></ul>',
  },
  {
    categoryId: 33,
    sort: 1,
    title: '退换货规则',
    body:
      '<p>药品属于特殊商品，非质量问题不予退换。以下情形可自签收之日起7日内在“我的订单”中申请退换：</p>' +
      '<ul><li>药品存在质量问题（如变质、破损、包装缺陷）；</li><li>实收商品与订单不符（品种、规格、批号或数量错误）；</li><li>有效期与商品页标示不符。</li></ul>' +
      '<p>冷藏药品、拆零药品及已使用的医疗器械，除质量问题外不予退换。退款按实付金额原路退回：余额支付退回余额，账期支付恢复额度，对公转账退至付款账户。</p>',
  },
  {
    categoryId: 41,
    sort: 1,
    title: '投诉与建议',
    body:
      '<p>您对商品、配送或服务有任何意见，可通过以下方式告诉我们：</p>' +
      '<ul><li>登录后在“会员中心—意见反馈”提交，可附照片，处理结果会在反馈记录中回复；</li><li>拨打页面顶部的投诉热线；</li><li>联系您的专属客服。</li></ul>' +
      '<p>我们会在1个工作日内响应，5个工作日内给出处理结果。</p>',
  },
  {
    categoryId: 42,
    sort: 1,
    title: '联系方式',
    body:
      '<p>药采（北京）医药有限公司（演示）</p><p>地址：北京市海淀区中关村大街（演示地址）</p>' +
      '<p>客服与投诉热线、客服QQ见本页下方，服务时间为工作日 8:30–18:00。</p>',
  },
];
