import { BrandCard, Pagination } from '@yaocai/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { GoodsResults } from '../../components/goods/GoodsResults';
import { ListStatus } from '../../components/goods/ListStatus';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useBrand, useFocus } from '../../data/use-focus';
import { useGoodsList } from '../../data/use-goods';
import { PositionBanner } from '../../layout/PositionBanner';
import { Muted, PageHeading, PageWidth, Panel } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';
import { renderRouterLink } from '../../lib/render-link';

const BRANDS_PER_PAGE = 24;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  display: flex;
  justify-content: center;
`;

const BrandHead = styled(Panel)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  img { width: 120px; height: 60px; object-fit: contain; }
`;

function readId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /ppzq, /ppzq_index/:page? and /ppzq/:page? — the zone banner, then every brand, 24 a page. */
export function BrandIndexPage() {
  const { data: focus, isLoading, error, retry } = useFocus();
  const page = readPage(useParams().page);
  const navigate = useNavigate();
  const brands = focus?.brand ?? [];
  const shown = brands.slice((page - 1) * BRANDS_PER_PAGE, page * BRANDS_PER_PAGE);
  return (
    <PageWidth>
      <PositionBanner variant="ppzq" label="品牌专区广告" />
      <PageHeading>品牌专区</PageHeading>
      <ListStatus
        loading={isLoading && !focus}
        failed={Boolean(error) && !focus}
        empty={Boolean(focus) && shown.length === 0}
        errorText="品牌加载失败，请重试"
        emptyText="暂无品牌"
        onRetry={retry}
      />
      {shown.length > 0 && (
        <>
          <Grid aria-label="品牌">
            {shown.map((brand) => (
              <li key={brand.id}>
                <BrandCard
                  name={brand.name}
                  logoSrc={brand.logo || undefined}
                  href={`/ppzq/info/${brand.id}`}
                  renderLink={renderRouterLink}
                />
              </li>
            ))}
          </Grid>
          <Footer>
            <Pagination
              page={page}
              total={brands.length}
              pageSize={BRANDS_PER_PAGE}
              onPageChange={(n) => navigate(`/ppzq_index/${n}`)}
              getPageHref={(n) => `/ppzq_index/${n}`}
              renderLink={renderRouterLink}
            />
          </Footer>
        </>
      )}
    </PageWidth>
  );
}

/** /ppzq/info/:id/:page? — a brand and its products. */
export function BrandDetailPage() {
  const params = useParams();
  const id = readId(params.id);
  const page = readPage(params.page);
  const { data: brand, notFound } = useBrand(id);
  const list = useGoodsList(new URLSearchParams(id ? { brand_id: String(id) } : {}), page);
  if (id === null || notFound) return <StatusMessage message="品牌不存在" homeLink />;
  return (
    <PageWidth>
      {brand && (
        <BrandHead aria-labelledby="brand-title">
          {brand.logo && <img src={brand.logo} alt="" />}
          <div>
            <PageHeading id="brand-title">{brand.name}</PageHeading>
            <Muted>
              {brand.manufacturer} · 共 {brand.goods_count} 种商品
            </Muted>
          </div>
        </BrandHead>
      )}
      <GoodsResults
        caption={`${brand?.name ?? '品牌'}商品`}
        results={list}
        view="grid"
        emptyText="该品牌暂无在售商品"
        pageHref={(n) => `/ppzq/info/${id}/${n}`}
      />
    </PageWidth>
  );
}
