import { formatYuan } from '@yaocai/domain';
import { Button, Field, ListState, Select } from '@yaocai/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Facts } from '../../components/page.styles';
import { useCompanyAccount, useManagerAssign } from '../../data/use-company-account';
import { Actions, at } from './CertificateCard';
import { ChainStores } from './ChainStores';

const ContractText = styled.div`
  white-space: pre-wrap;
  max-height: 320px;
  overflow: auto;
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The account manager select: '' is the platform's default manager. */
function ManagerForm({
  companyId,
  current,
  options,
}: {
  companyId: number;
  current: number | null;
  options: { id: number; name: string; phone: string; is_default: boolean }[];
}) {
  const assign = useManagerAssign(companyId);
  const [chosen, setChosen] = useState(current === null ? '' : String(current));
  const [done, setDone] = useState('');
  const save = async () => {
    setDone('');
    const message = await assign.run({ manager_id: chosen === '' ? null : Number(chosen) });
    if (message !== undefined) setDone(message);
  };
  return (
    <>
      <Field label="客户经理" error={assign.error?.fieldErrors?.manager_id?.[0]}>
        <Select value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">默认客服</option>
          {options.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.name}（{m.phone}）{m.is_default ? ' · 默认' : ''}
            </option>
          ))}
        </Select>
      </Field>
      <Actions>
        <Button loading={assign.pending} onClick={save}>
          保存客户经理
        </Button>
      </Actions>
      {done && <p role="status">{done}</p>}
      {assign.error && !assign.error.fieldErrors && <p role="alert">{assign.error.message}</p>}
    </>
  );
}

/**
 * 企业账户: the e-contract, the chain (head office or stores), the account manager (assigned here) and the 账期
 * terms (set by 财务 in 账期管理). Loads on its own, so the review above never waits for it.
 */
export function CompanyAccount({ companyId, isHeadOffice }: { companyId: number; isHeadOffice: boolean }) {
  const { account, error, isLoading, retry } = useCompanyAccount(companyId);
  if (isLoading || error || !account)
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        loadingText="正在加载企业账户…"
        errorText={error?.message ?? '企业账户加载失败'}
        onRetry={retry}
      />
    );
  const { contract, credit } = account;
  return (
    <>
      <Facts>
        <dt>电子合同</dt>
        <dd>
          {contract.signed
            ? `已签署（版本 ${contract.version ?? '—'}，${contract.signed_by}，${at(contract.signed_at)}）`
            : '未签署（下单时将要求买家先签署）'}
        </dd>
        <dt>现行版本</dt>
        <dd>
          {contract.current_version}：{contract.standing_label}
          {contract.standing === 'renew' && `（${at(contract.required_from)} 起须签署新版本才能下单）`}
        </dd>
        {contract.signatures.length > 1 && (
          <>
            <dt>签署记录</dt>
            <dd>
              <ul>
                {contract.signatures.map((row) => (
                  <li key={row.version}>
                    版本 {row.version}，{row.signed_by}，{at(row.signed_at)}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>合同文本</dt>
        <dd>
          <details>
            <summary>
              查看《{contract.title}》（现行版本 {contract.current_version}
              {contract.signed && contract.version !== contract.current_version ? '，与签署版本不同' : ''}）
            </summary>
            <ContractText>{contract.body}</ContractText>
          </details>
        </dd>
        <dt>账期</dt>
        <dd>
          {credit.billing_day === 0
            ? '未开通'
            : `额度 ${formatYuan(credit.limit)}，已用 ${formatYuan(credit.used)}，每月${credit.billing_day}日出账，${credit.due_days}天内还款`}
          （由财务在「账期管理」设置）
        </dd>
        <dt>所属连锁</dt>
        <dd>
          {account.head_office ? (
            <Link to={`/companies/${account.head_office.id}`}>{account.head_office.name}</Link>
          ) : (
            '—'
          )}
        </dd>
      </Facts>
      <ChainStores companyId={companyId} stores={account.stores} isHeadOffice={isHeadOffice} />
      <ManagerForm companyId={companyId} current={account.manager?.id ?? null} options={account.managers} />
    </>
  );
}
