import type { ContractState } from '@yaocai/domain';
import { unixSeconds } from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { companies, contractSignatures } from '../db/schema/index';
import { notFound } from '../lib/errors';
import type { CompanyBuyer } from '../lib/session-store';
import { BUILT_IN_CONTRACT } from './contract';
import { companyContract, currentContract } from './contract-versions';

/*
 * The buyer's side of the e-contract (/dzht, spec §8 459): the version in force, whether the company signed it,
 * and signing it. docs/console.md "电子合同版本".
 */

async function stateOf(tx: Executor, companyId: number): Promise<ContractState> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const { current, standing, signatures, signedAny } = await companyContract(tx, companyId);
  const ofCurrent = signatures.find((row) => row.version === current.version);
  return {
    title: current.title,
    body: current.body,
    company: company.name,
    signed: standing === 'signed' ? 1 : 0,
    signed_at: ofCurrent ? unixSeconds(ofCurrent.signedAt) : null,
    version: current.version,
    signed_version: signatures[0]?.version ?? (signedAny ? BUILT_IN_CONTRACT.version : null),
    sign_by: standing === 'renew' ? unixSeconds(current.requiredFrom) : null,
  };
}

/** GET /api/user/contract. */
export async function contractState(db: Db, { companyId }: CompanyBuyer): Promise<ContractState> {
  return stateOf(db, companyId);
}

/**
 * POST /api/user/contract/sign: signs the version in force. Idempotent — signing it again (or twice at once)
 * keeps the first signer and time; older versions' signatures stay. The flag is set in the same transaction.
 */
export async function signContract(db: Db, { userId, companyId }: CompanyBuyer): Promise<ContractState> {
  return db.transaction(async (tx) => {
    const { version } = await currentContract(tx);
    await tx
      .insert(contractSignatures)
      .values({ companyId, userId, version })
      .onConflictDoNothing({ target: [contractSignatures.companyId, contractSignatures.version] });
    await tx
      .update(companies)
      .set({ contractSigned: true })
      .where(sql`${companies.id} = ${companyId} AND NOT ${companies.contractSigned}`);
    return stateOf(tx, companyId);
  });
}
