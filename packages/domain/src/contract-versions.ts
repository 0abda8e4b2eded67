import { beijingDate } from './time';

/*
 * The e-contract's versions (issue #26 §2, docs/console.md "电子合同版本"): which signature is in force. Zod-free,
 * for the server's 459 check, the buyer's /dzht and the console's company page alike.
 *
 * Decision: a new version does block ordering, as leading platforms do, but only from the date the operator
 * publishing it sets (`required_from`, a Beijing day, at the earliest today). Until then a company that signed an
 * older version may still order and is asked to sign the new one; a company that never signed must sign first,
 * as before any version existed.
 */

/** `signed`: the version in force is signed; `renew`: an older one is, enough until the new one's date; `required`: 459. */
export type ContractStanding = 'signed' | 'renew' | 'required';

export const CONTRACT_STANDING_LABELS: Record<ContractStanding, string> = {
  signed: '已签署现行版本',
  renew: '已签署旧版本，待签署新版本',
  required: '未签署现行版本（下单前须签署）',
};

export interface ContractFacts {
  /** The company signed the version in force. */
  signedCurrent: boolean;
  /** The company signed some version. */
  signedAny: boolean;
  /** Epoch ms from which the version in force must be signed to order. */
  requiredFromMs: number;
  nowMs: number;
}

export function contractStanding(facts: ContractFacts): ContractStanding {
  if (facts.signedCurrent) return 'signed';
  if (facts.signedAny && facts.nowMs < facts.requiredFromMs) return 'renew';
  return 'required';
}

/** Whether a company in this standing may place an order (else status 459 → /dzht). */
export const mayOrderUnder = (standing: ContractStanding) => standing !== 'required';

/** What a screen reads of GET /api/user/contract to decide about a renewal (the wire's `contractState`). */
export interface ContractAnswer {
  /** 1 once the version in force is signed. */
  signed: 0 | 1;
  /** Unix seconds from which the version in force is needed to order, while an older signature still serves. */
  sign_by: number | null;
}

/**
 * While the company is asked to sign a newer version but may still order (`renew`): the unix second from which it
 * must have signed; else null (signed, or already `required`, where the order's 459 does the asking). The sign-in
 * detour, /dzht and the checkout's notice all ask this.
 */
export const renewalSignBy = (answer: ContractAnswer): number | null =>
  answer.signed === 1 ? null : answer.sign_by;

/** The checkout's notice while a renewal waits (the date is the Beijing day from which ordering needs it). */
export const contractRenewalNotice = (signBy: number) =>
  `新版电子合同待签署，请于 ${beijingDate(signBy)} 前签署`;

export const ContractVersionMessages = {
  versionTaken: '该版本号已发布过',
  requiredFromPast: '签署截止日期不能早于今天',
  sameText: '合同正文与现行版本相同',
} as const;
