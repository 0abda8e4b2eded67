import { useParams } from 'react-router-dom';
import { StatusMessage } from '../../components/status/StatusMessage';
import { ListPage } from './ListPage';

/** /list/other/:id/:name? — the drug list of one category, titled with the name the link carries. */
export function OtherListPage() {
  const { id = '', name } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <StatusMessage message="分类不存在" homeLink />;
  const path = `/list/other/${id}${name ? `/${encodeURIComponent(name)}` : ''}`;
  return (
    <ListPage view="grid" title={name || '药品列表'} paths={{ grid: path }} fixed={{ category_id: id }} />
  );
}
