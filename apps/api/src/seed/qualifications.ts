import {
  type CertificateType,
  type EnterpriseType,
  REQUIRED_CERTIFICATES,
  type ScopeCategory,
} from '@yaocai/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { certificates, companies, companyScopes } from '../db/schema/index';

/*
 * The demo companies' registration (docs/accounts.md § Seed): approved, with an enterprise type, the required
 * certificates approved and valid for years, and a scope that lets the demo buyers buy what the e2e journeys buy.
 * No pharmacy holds 第三类医疗器械, so the seeded syringes and infusion sets show the scope refusal; the clinic
 * holds it. Seeded certificates carry no images (there are no files to show).
 */

const PHARMACY_SCOPE: ScopeCategory[] = [
  'chemical',
  'antibiotic',
  'tcm_patent',
  'tcm_pieces',
  'biochemical',
  'biological',
  'device_ii',
  'health_food',
  // 含麻黄碱类复方制剂 (酚麻美敏片): the demo pharmacies may buy it, to show its payment and limit rules.
  'special_compound',
];
const CLINIC_SCOPE: ScopeCategory[] = [
  'chemical',
  'antibiotic',
  'tcm_patent',
  'tcm_pieces',
  'biological',
  'device_ii',
  'device_iii',
];

interface Registration {
  company: string;
  type: EnterpriseType;
  legalPerson: string;
  purchaser: string;
  purchaserPhone: string;
  taxNumber: string;
  scope: ScopeCategory[];
}

export const registrations: Registration[] = [
  {
    company: '仁心大药房',
    type: 'chain_hq',
    legalPerson: '李仁心',
    purchaser: '李仁心',
    purchaserPhone: '13800138000',
    taxNumber: '91110105MA01RX8800',
    scope: PHARMACY_SCOPE,
  },
  {
    company: '仁心大药房（朝阳店）',
    type: 'chain_store',
    legalPerson: '李仁心',
    purchaser: '陈朝阳',
    purchaserPhone: '13800138001',
    taxNumber: '91110105MA01RX8801',
    scope: PHARMACY_SCOPE,
  },
  {
    company: '仁心大药房（海淀店）',
    type: 'chain_store',
    legalPerson: '李仁心',
    purchaser: '刘海淀',
    purchaserPhone: '13800138002',
    taxNumber: '91110108MA01RX8802',
    scope: PHARMACY_SCOPE,
  },
  {
    company: '康宁诊所',
    type: 'clinic',
    legalPerson: '王康宁',
    purchaser: '王康宁',
    purchaserPhone: '13900139000',
    taxNumber: '91130102MA0KN39000',
    scope: CLINIC_SCOPE,
  },
];

const ISSUERS: Record<CertificateType, string> = {
  drug_licence: '市药品监督管理局',
  business_licence: '市场监督管理局',
  medical_licence: '区卫生健康委员会',
  device_licence: '市药品监督管理局',
  food_licence: '市场监督管理局',
  purchase_authorisation: '本企业',
  purchaser_id: '公安局',
  quality_agreement: '本企业',
  invoice_info: '本企业',
};

/** Sets the demo companies' registration where they have no certificates yet (re-running changes nothing). */
export async function seedQualifications(tx: Executor): Promise<void> {
  const rows = await tx
    .select({ id: companies.id, name: companies.name, address: companies.address })
    .from(companies)
    .where(
      inArray(
        companies.name,
        registrations.map((r) => r.company),
      ),
    );
  for (const row of rows) {
    const reg = registrations.find((r) => r.company === row.name);
    if (!reg) continue;
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(certificates)
      .where(eq(certificates.companyId, row.id));
    if ((held?.n ?? 0) > 0) continue;
    await tx
      .update(companies)
      .set({
        qualificationPassed: true,
        reviewReason: '',
        enterpriseType: reg.type,
        legalPerson: reg.legalPerson,
        purchaser: reg.purchaser,
        purchaserPhone: reg.purchaserPhone,
        invoice: {
          title: reg.company,
          tax_number: reg.taxNumber,
          bank: '中国工商银行北京朝阳支行',
          account: '0200001234567890123',
          address: row.address,
          phone: '010-67881234',
        },
        submittedAt: sql`now()`,
        reviewedAt: sql`now()`,
      })
      .where(eq(companies.id, row.id));
    await tx
      .insert(companyScopes)
      .values(reg.scope.map((category) => ({ companyId: row.id, category, status: 'approved' as const })))
      .onConflictDoUpdate({
        target: [companyScopes.companyId, companyScopes.category],
        set: { status: 'approved' },
      });
    await tx.insert(certificates).values(
      REQUIRED_CERTIFICATES[reg.type].map((type, index) => ({
        companyId: row.id,
        type,
        number: `${reg.taxNumber.slice(-6)}-${index + 1}`,
        issuer: ISSUERS[type],
        validFrom: '2024-01-01',
        // 营业执照 are often 长期; the others run for years past the demo.
        validUntil: type === 'business_licence' ? null : '2030-12-31',
        status: 'approved' as const,
        reviewedBy: '种子数据',
        reviewedAt: sql`now()`,
      })),
    );
  }
}
