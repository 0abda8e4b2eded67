import { styled } from 'styled-components';
import { useSite } from '../../data/use-site';
import { Panel } from '../../layout/page.styles';

const Card = styled(Panel)`
  margin-top: ${({ theme }) => theme.space[3]};
  dl { display: grid; grid-template-columns: max-content 1fr; gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]}; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

/** 联系我们 (spec §2 /help/us "and a contact link"): the hot line and QQ of the site settings. */
export function ContactCard() {
  const site = useSite().data;
  if (!site) return null;
  return (
    <Card aria-label="联系方式">
      <dl>
        <dt>客服及投诉热线</dt>
        <dd>
          <a href={`tel:${site.hot_line.replace(/[^\d+]/g, '')}`}>{site.hot_line}</a>
        </dd>
        {site.qq1 && (
          <>
            <dt>客服QQ</dt>
            <dd>{[site.qq1, site.qq2].filter(Boolean).join('、')}</dd>
          </>
        )}
        <dt>平台客服</dt>
        <dd>
          {site.admin.name} {site.admin.phone}
        </dd>
      </dl>
    </Card>
  );
}
