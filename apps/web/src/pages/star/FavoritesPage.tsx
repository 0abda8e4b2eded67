import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { GoodsResults } from '../../components/goods/GoodsResults';
import { FAVORITES_PATH, useCancelFavorite, useFavorites } from '../../data/use-favorite';
import { PageHeading } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

const CancelButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

function CancelFavourite({ goodsId }: { goodsId: number }) {
  const cancel = useCancelFavorite();
  return (
    <CancelButton type="button" disabled={cancel.pending} onClick={() => void cancel.run([goodsId])}>
      取消收藏
    </CancelButton>
  );
}

/** /zzfw/star (formerly /star) — my favourites, newest first, each with 取消收藏. */
export function FavoritesPage() {
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  // A member page: the route's auth flag has already sent visitors to the login page.
  const favorites = useFavorites(page, true);
  return (
    <>
      <PageHeading>我的收藏{favorites.data ? `（${favorites.data.total}）` : ''}</PageHeading>
      <GoodsResults
        caption="我的收藏"
        results={favorites}
        view="table"
        emptyText="还没有收藏商品，去搜索看看吧"
        pageHref={(n) => `${FAVORITES_PATH}?page=${n}`}
        renderActions={(goodsId) => <CancelFavourite goodsId={goodsId} />}
      />
    </>
  );
}
