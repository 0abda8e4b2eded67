import {
  beijingMidnight,
  beijingToday,
  type ConsoleContractVersions,
  type ContractPublishBody,
  type ContractStanding,
  ContractVersionMessages,
  contractStanding,
  mayOrderUnder,
} from '@yaocai/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, contractSignatures, contractVersions, users } from '../db/schema/index';
import { fieldRefused } from '../lib/errors';
import { BUILT_IN_CONTRACT, contractRequired } from './contract';

/*
 * The e-contract's versions (issue #26 §2, docs/console.md "电子合同版本"). The newest published version is in
 * force; before any is published the built-in text (contract.ts) is, required from the start. A company's
 * signatures stay one row per version signed. Which of them is in force is the domain's `contractStanding`.
 */

export interface ContractVersion {
  version: string;
  title: string;
  body: string;
  requiredFrom: Date;
  publishedAt: Date | null;
  publishedBy: string;
}

/** The version in force. */
export async function currentContract(tx: Executor): Promise<ContractVersion> {
  const [row] = await tx
    .select()
    .from(contractVersions)
    .orderBy(desc(contractVersions.publishedAt), desc(contractVersions.version))
    .limit(1);
  return row ?? BUILT_IN_CONTRACT;
}

export interface CompanyContract {
  current: ContractVersion;
  standing: ContractStanding;
  /** Newest first. */
  signatures: { version: string; signedAt: Date; signedBy: string }[];
}

/**
 * A company's signatures against the version in force. `companies.contract_signed` without a row of its own is
 * a signature of the built-in first text (companies flagged before signatures were kept per version).
 */
export async function companyContract(
  tx: Executor,
  companyId: number,
  nowMs = Date.now(),
): Promise<CompanyContract & { signedAny: boolean }> {
  const [current, [company], signatures] = await Promise.all([
    currentContract(tx),
    tx.select({ flag: companies.contractSigned }).from(companies).where(eq(companies.id, companyId)),
    tx
      .select({
        version: contractSignatures.version,
        signedAt: contractSignatures.signedAt,
        signedBy: users.phone,
      })
      .from(contractSignatures)
      .innerJoin(users, eq(users.id, contractSignatures.userId))
      .where(eq(contractSignatures.companyId, companyId))
      .orderBy(desc(contractSignatures.signedAt), desc(contractSignatures.version)),
  ]);
  const flagged = company?.flag ?? false;
  const signedAny = flagged || signatures.length > 0;
  const standing = contractStanding({
    signedCurrent:
      signatures.some((row) => row.version === current.version) ||
      (flagged && current.version === BUILT_IN_CONTRACT.version),
    signedAny,
    requiredFromMs: current.requiredFrom.getTime(),
    nowMs,
  });
  return { current, standing, signatures, signedAny };
}

/** Order creation's check, inside its transaction: 459 unless the signature in force allows ordering. */
export async function assertContractInForce(
  tx: Executor,
  companyId: number,
  nowMs = Date.now(),
): Promise<void> {
  const { standing } = await companyContract(tx, companyId, nowMs);
  if (!mayOrderUnder(standing)) throw contractRequired();
}

/**
 * Publishes a new version (管理员 or 运营): a version number not used before, a text that is not the current one,
 * required from a Beijing day not before today. Older signatures stay as they are.
 */
export async function publishContract(tx: Executor, body: ContractPublishBody, operator: string) {
  if (body.required_from < beijingToday())
    throw fieldRefused('required_from', ContractVersionMessages.requiredFromPast);
  const current = await currentContract(tx);
  if (body.version === BUILT_IN_CONTRACT.version)
    throw fieldRefused('version', ContractVersionMessages.versionTaken);
  if (body.body === current.body) throw fieldRefused('body', ContractVersionMessages.sameText);
  const requiredFrom = new Date(beijingMidnight(body.required_from));
  const [row] = await tx
    .insert(contractVersions)
    .values({
      version: body.version,
      title: body.title,
      body: body.body,
      requiredFrom,
      publishedBy: operator,
    })
    .onConflictDoNothing({ target: contractVersions.version })
    .returning({ version: contractVersions.version });
  if (!row) throw fieldRefused('version', ContractVersionMessages.versionTaken);
  return {
    result: `已发布《${body.title}》版本 ${body.version}，${body.required_from} 起未签署新版本的企业须先签署才能下单`,
    before: { version: current.version },
    after: { version: body.version, title: body.title, required_from: body.required_from },
  };
}

const versionOnWire = (row: ContractVersion, signed: Map<string, number>) => ({
  version: row.version,
  title: row.title,
  required_from: row.requiredFrom.toISOString(),
  published_at: row.publishedAt?.toISOString() ?? null,
  published_by: row.publishedBy,
  signed_companies: signed.get(row.version) ?? 0,
});

/** GET /api/console/contract: every version, newest first, with how many companies signed it. */
export async function contractVersionList(tx: Executor): Promise<ConsoleContractVersions> {
  const [published, counts] = await Promise.all([
    tx
      .select()
      .from(contractVersions)
      .orderBy(desc(contractVersions.publishedAt), desc(contractVersions.version)),
    tx
      .select({ version: contractSignatures.version, n: count() })
      .from(contractSignatures)
      .groupBy(contractSignatures.version),
  ]);
  const signed = new Map(counts.map((row) => [row.version, row.n]));
  const all: ContractVersion[] = [...published, BUILT_IN_CONTRACT];
  const [current] = all as [ContractVersion];
  return {
    current: { ...versionOnWire(current, signed), body: current.body },
    list: all.map((row) => versionOnWire(row, signed)),
  };
}
