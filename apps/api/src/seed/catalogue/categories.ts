import { categoryLogoSvg } from '../../lib/image-svg';
import type { CategoryTree, GoodsKind, OtcClass, SeedCategory } from './types';

// top key|top name|child suffix:child name,...  Child keys are `${top}.${suffix}`.
const GENERAL_ROWS = [
  'kgr|抗感染药|qmy:青霉素类,tb:头孢菌素类,dh:大环内酯类,knt:喹诺酮类,kbd:抗病毒药,kzj:抗真菌药,qt:其他抗菌药',
  'xn|心脑血管|jy:降压药,tzz:调血脂药,kxs:抗血栓药,xjt:抗心绞痛,zy:中药心脑血管',
  'xh|消化系统|ys:抑酸护胃,zx:止泻调肠,zxh:助消化,dl:胃肠动力,tb:通便药,gd:肝胆用药,gc:肛肠用药',
  'hx|呼吸系统|zk:止咳化痰,pc:平喘药,yh:咽喉用药',
  'gm|感冒用药|xy:西药感冒,zy:中药感冒,jr:解热镇痛,kgm:抗过敏',
  'nf|内分泌代谢|jt:降糖药,tf:痛风用药,gzs:骨质疏松',
  'sj|神经系统|yy:神经营养,am:镇静安眠,tt:头痛头晕',
  'gk|骨科风湿|db:跌打损伤,fs:风湿骨痛,tg:膏药贴剂',
  'zb|滋补保健|ej:阿胶滋补,bq:补气养血,bs:补肾益精',
  'wk|维矿物质|wss:维生素,gt:钙剂,wl:微量元素',
  'zcy|中成药|qr:清热解毒,lq:理气和胃,aq:安神补心,qs:祛暑化湿',
  'yp|中药饮片|bx:补虚药,qr:清热药,hx:活血化瘀药,jb:解表药,lq:理气药,ls:利水渗湿药,gx:贵细药材,hs:化痰止咳药',
  'qx|医疗器械|fh:防护用品,zs:注射输液,jc:家用检测,fl:医用敷料,kf:康复辅具,ll:家用理疗,js:计生用品,zd:诊断试剂',
  'pf|皮肤用药|sz:皮炎湿疹,zj:真菌感染,cc:痤疮祛痘,xy:外用消炎',
  'fe|妇儿用药|fk:妇科用药,ek:儿科用药,by:避孕用药',
  'wg|五官用药|yk:眼科用药,eb:鼻炎用药,kq:口腔用药',
];

/** Which goods a leaf of a secondary tree accepts; every listed condition must hold. */
export interface LeafRule {
  kinds?: GoodsKind[];
  tops?: string[];
  leaves?: string[];
  otc?: 'rx' | 'otc';
  branded?: boolean;
}

interface SecondaryTop {
  key: string;
  name: string;
  children: { key: string; name: string; rule: LeafRule }[];
}

const MED: GoodsKind[] = ['western', 'tcm_patent'];

const PREMIUM: SecondaryTop[] = [
  {
    key: 'p.pp',
    name: '品牌好药',
    children: [
      { key: 'p.pp.xy', name: '品牌西药', rule: { kinds: ['western'], branded: true } },
      { key: 'p.pp.zy', name: '品牌中成药', rule: { kinds: ['tcm_patent'], branded: true } },
      { key: 'p.pp.qx', name: '品牌器械', rule: { kinds: ['device'], branded: true } },
    ],
  },
  {
    key: 'p.mb',
    name: '慢病专区',
    children: [
      { key: 'p.mb.xn', name: '心脑血管', rule: { tops: ['xn'] } },
      { key: 'p.mb.tnb', name: '糖尿病', rule: { tops: ['nf'] } },
      { key: 'p.mb.hx', name: '呼吸慢病', rule: { tops: ['hx'], kinds: MED } },
    ],
  },
  {
    key: 'p.jj',
    name: '季节用药',
    children: [
      { key: 'p.jj.gm', name: '感冒发热', rule: { tops: ['gm'] } },
      { key: 'p.jj.cw', name: '肠胃不适', rule: { tops: ['xh'] } },
      { key: 'p.jj.pf', name: '皮肤五官', rule: { tops: ['pf', 'wg'] } },
    ],
  },
  {
    key: 'p.gml',
    name: '高毛利专区',
    children: [
      { key: 'p.gml.xy', name: '高毛利普药', rule: { kinds: ['western'] } },
      { key: 'p.gml.zcy', name: '高毛利中成药', rule: { kinds: ['tcm_patent'] } },
      { key: 'p.gml.yp', name: '精品饮片', rule: { kinds: ['decoction'] } },
      { key: 'p.gml.qx', name: '器械耗材', rule: { kinds: ['device'] } },
    ],
  },
];

const SELF: SecondaryTop[] = [
  {
    key: 's.xy',
    name: '自营西药',
    children: [
      { key: 's.xy.cf', name: '处方药', rule: { kinds: ['western'], otc: 'rx' } },
      { key: 's.xy.otc', name: '非处方药', rule: { kinds: ['western'], otc: 'otc' } },
    ],
  },
  {
    key: 's.zy',
    name: '自营中药',
    children: [
      { key: 's.zy.zcy', name: '中成药', rule: { kinds: ['tcm_patent'] } },
      { key: 's.zy.yp', name: '中药饮片', rule: { kinds: ['decoction'] } },
    ],
  },
  {
    key: 's.qx',
    name: '自营器械',
    children: [
      { key: 's.qx.hc', name: '医用耗材', rule: { leaves: ['qx.fh', 'qx.zs', 'qx.fl'] } },
      { key: 's.qx.sb', name: '家用设备', rule: { leaves: ['qx.jc', 'qx.ll', 'qx.kf'] } },
      { key: 's.qx.js', name: '计生检测', rule: { leaves: ['qx.js', 'qx.zd'] } },
    ],
  },
  {
    key: 's.bj',
    name: '自营滋补',
    children: [{ key: 's.bj.zb', name: '滋补调养', rule: { tops: ['zb', 'wk'] } }],
  },
];

// Regional channels follow the maker's home region, the way distributors carve up territory.
export const REGIONS: { key: string; name: string; provinces: string[] }[] = [
  { key: 'hd', name: '华东渠道', provinces: ['上海', '江苏', '浙江', '安徽', '福建', '江西', '山东'] },
  { key: 'hn', name: '华南渠道', provinces: ['广东', '广西', '海南'] },
  {
    key: 'hb',
    name: '华北东北渠道',
    provinces: ['北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江'],
  },
  { key: 'hz', name: '华中渠道', provinces: ['河南', '湖北', '湖南'] },
  { key: 'xn', name: '西南渠道', provinces: ['重庆', '四川', '贵州', '云南', '西藏'] },
  { key: 'xb', name: '西北渠道', provinces: ['陕西', '甘肃', '青海', '宁夏', '新疆'] },
];

const REGIONAL: SecondaryTop[] = REGIONS.map((r) => ({
  key: `r.${r.key}`,
  name: r.name,
  children: [
    { key: `r.${r.key}.rx`, name: '处方药', rule: { kinds: MED, otc: 'rx' } },
    { key: `r.${r.key}.otc`, name: '非处方药', rule: { kinds: MED, otc: 'otc' } },
    { key: `r.${r.key}.yp`, name: '中药饮片', rule: { kinds: ['decoction'] } },
    { key: `r.${r.key}.qx`, name: '医疗器械', rule: { kinds: ['device'] } },
  ],
}));

export interface SecondaryLeaf {
  key: string;
  tree: CategoryTree;
  rule: LeafRule;
}

function buildCategories(): { categories: SeedCategory[]; secondaryLeaves: SecondaryLeaf[] } {
  const categories: SeedCategory[] = [];
  const secondaryLeaves: SecondaryLeaf[] = [];
  let logoIndex = 0;
  const top = (tree: CategoryTree, key: string, name: string, sort: number) => {
    categories.push({
      key,
      tree,
      name,
      parentKey: null,
      sort,
      logoSvg: categoryLogoSvg(name, logoIndex++),
    });
  };
  GENERAL_ROWS.forEach((row, i) => {
    const [key = '', name = '', children = ''] = row.split('|');
    top('general', key, name, i + 1);
    children.split(',').forEach((child, j) => {
      const [suffix = '', childName = ''] = child.split(':');
      categories.push({
        key: `${key}.${suffix}`,
        tree: 'general',
        name: childName,
        parentKey: key,
        sort: j + 1,
        logoSvg: '',
      });
    });
  });
  const secondary: [CategoryTree, SecondaryTop[]][] = [
    ['premium', PREMIUM],
    ['self', SELF],
    ['regional', REGIONAL],
  ];
  for (const [tree, tops] of secondary) {
    tops.forEach((t, i) => {
      top(tree, t.key, t.name, i + 1);
      t.children.forEach((c, j) => {
        categories.push({ key: c.key, tree, name: c.name, parentKey: t.key, sort: j + 1, logoSvg: '' });
        secondaryLeaves.push({ key: c.key, tree, rule: c.rule });
      });
    });
  }
  return { categories, secondaryLeaves };
}

export const { categories: CATEGORIES, secondaryLeaves: SECONDARY_LEAVES } = buildCategories();

export const GENERAL_LEAF_KEYS = new Set(
  CATEGORIES.filter((c) => c.tree === 'general' && c.parentKey !== null).map((c) => c.key),
);

export interface LeafSubject {
  kind: GoodsKind;
  generalLeaf: string;
  otc: OtcClass | null;
  branded: boolean;
}

export function ruleMatches(rule: LeafRule, s: LeafSubject): boolean {
  const topKey = s.generalLeaf.slice(0, s.generalLeaf.indexOf('.'));
  if (rule.kinds && !rule.kinds.includes(s.kind)) return false;
  if (rule.tops && !rule.tops.includes(topKey)) return false;
  if (rule.leaves && !rule.leaves.includes(s.generalLeaf)) return false;
  if (rule.branded && !s.branded) return false;
  if (rule.otc === 'rx' && s.otc !== 'rx') return false;
  if (rule.otc === 'otc' && s.otc !== 'otc_a' && s.otc !== 'otc_b') return false;
  return true;
}
