import { contractRenewalNotice, renewalSignBy } from '@yaocai/domain';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useContract } from '../../data/use-checkout';
import { TextLink } from '../../layout/page.styles';
import { contractHref } from '../../lib/order-links';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.warning};
`;

/**
 * Step 2's reminder while a newer e-contract version waits and the company's older signature still lets it order
 * (docs/console.md "电子合同版本"): the date, and a link to /dzht that comes back here. Loading or a failed read
 * shows nothing _(decision)_: the reminder never holds up the order, and after the date the order's 459 asks.
 */
export function ContractRenewalNotice() {
  const contract = useContract().data;
  const location = useLocation();
  const signBy = contract ? renewalSignBy(contract) : null;
  if (signBy === null) return null;
  return (
    <Notice role="note">
      {contractRenewalNotice(signBy)}{' '}
      <TextLink to={contractHref(`${location.pathname}${location.search}`)}>查看并签署</TextLink>
    </Notice>
  );
}
