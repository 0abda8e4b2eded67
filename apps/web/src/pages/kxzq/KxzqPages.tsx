import type { Advert, ControlledProgramme } from '@yaocai/domain';
import { AdvertBanner } from '@yaocai/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { AuthBadge, ControlledApply } from '../../components/controlled-sale/ControlledApply';
import { GoodsResults } from '../../components/goods/GoodsResults';
import { ListStatus } from '../../components/goods/ListStatus';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useGoodsList } from '../../data/use-goods';
import { useKxzqAdverts, useProgrammeGoods, useProgrammes, useZoneBanners } from '../../data/use-kxzq';
import { advertProps } from '../../layout/advert-props';
import { CardList, Muted, PageHeading, PageWidth, Panel, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

const Banners = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const HeadingRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
`;

const Card = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 500; }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Head = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** `:ads` of /kxzq/goods/:url/:ads — a comma list of advert ids; anything else is ignored. */
function readAdIds(value: string | undefined): number[] {
  if (!value) return [];
  const ids = value.split(',').map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].slice(0, 20);
}

function BannerList({ adverts, label }: { adverts: Advert[]; label: string }) {
  if (adverts.length === 0) return null;
  return (
    <Banners aria-label={label} role="region">
      {adverts.map((advert, index) => (
        <AdvertBanner key={advert.id ?? index} {...advertProps(advert, label)} closable={false} />
      ))}
    </Banners>
  );
}

function regionsText(programme: ControlledProgramme): string {
  return programme.regions.length > 0 ? `授权地区：${programme.regions.join('、')}` : '全部地区需申请授权';
}

function ProgrammeCard({ programme }: { programme: ControlledProgramme }) {
  const href = `/kxzq/goods/${programme.url}`;
  return (
    <Card aria-labelledby={`kxzq-${programme.id}`}>
      <Title>
        <h2 id={`kxzq-${programme.id}`}>
          <TextLink to={href}>{programme.title}</TextLink>
        </h2>
        <AuthBadge auth={programme} />
      </Title>
      <Muted>
        {programme.manufacturer || '多家厂商'} · 共 {programme.goods_count} 种商品
      </Muted>
      <Muted>{programme.description}</Muted>
      <Muted>{regionsText(programme)}</Muted>
      <ControlledApply title={programme.title} target={{ url: programme.url }} auth={programme} />
    </Card>
  );
}

/** /kxzq and /kxzq_new — the zone: banners, then every programme with my standing and the apply button. */
export function KxzqZonePage() {
  const banners = useZoneBanners('kxzq').data ?? [];
  const { data: programmes, isLoading, error, retry } = useProgrammes();
  return (
    <PageWidth>
      <BannerList adverts={banners} label="控销专区广告" />
      <HeadingRow>
        <PageHeading>控销专区</PageHeading>
        <TextLink to="/kxzq/new">控销新品</TextLink>
      </HeadingRow>
      <ListStatus
        loading={isLoading && !programmes}
        failed={Boolean(error) && !programmes}
        empty={Boolean(programmes) && programmes?.length === 0}
        errorText="控销计划加载失败，请重试"
        emptyText="暂无控销计划"
        onRetry={retry}
      />
      {programmes && programmes.length > 0 && (
        <CardList aria-label="控销计划">
          {programmes.map((programme) => (
            <li key={programme.id}>
              <ProgrammeCard programme={programme} />
            </li>
          ))}
        </CardList>
      )}
    </PageWidth>
  );
}

/** /kxzq/new (kxzq_index) — the newest controlled goods. */
export function KxzqNewPage() {
  const banners = useZoneBanners('new_kxzq').data ?? [];
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const list = useGoodsList(new URLSearchParams(), page, 'kxzq', { sort: 'newest' });
  return (
    <PageWidth>
      <BannerList adverts={banners} label="控销新品广告" />
      <HeadingRow>
        <PageHeading>控销新品</PageHeading>
        <TextLink to="/kxzq">全部控销计划</TextLink>
      </HeadingRow>
      <GoodsResults
        caption="控销新品"
        results={list}
        view="grid"
        emptyText="暂无控销商品"
        pageHref={(n) => `/kxzq/new?page=${n}`}
      />
    </PageWidth>
  );
}

/** /kxzq/goods/:url/:ads? — one programme: the named adverts, my standing, the apply button, its goods. */
export function KxzqProgrammePage() {
  const params = useParams();
  const url = params.url ?? '';
  const [search] = useSearchParams();
  const page = readPage(search.get('page'));
  const adverts = useKxzqAdverts(readAdIds(params.ads)).data ?? [];
  const goods = useProgrammeGoods(url, page);
  if (goods.notFound) return <StatusMessage message="控销计划不存在" homeLink />;
  const programme = goods.data?.programme;
  const here = `/kxzq/goods/${url}${params.ads ? `/${params.ads}` : ''}`;
  return (
    <PageWidth>
      <BannerList adverts={adverts} label="控销计划广告" />
      {programme && (
        <Head aria-labelledby="kxzq-title">
          <Title>
            <PageHeading id="kxzq-title">{programme.title}</PageHeading>
            <AuthBadge auth={programme} />
          </Title>
          <Muted>
            {programme.manufacturer || '多家厂商'} · 共 {programme.goods_count} 种商品 ·{' '}
            {regionsText(programme)}
          </Muted>
          <Muted>{programme.description}</Muted>
          <ControlledApply title={programme.title} target={{ url: programme.url }} auth={programme} />
        </Head>
      )}
      <GoodsResults
        caption={`${programme?.title ?? '控销计划'}商品`}
        results={goods}
        view="grid"
        emptyText="该控销计划暂无商品"
        pageHref={(n) => `${here}?page=${n}`}
      />
    </PageWidth>
  );
}
