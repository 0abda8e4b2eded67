import type { CartState } from '@yaocai/domain';
import { Link } from 'react-router-dom';
import { FilterLinks } from './CartPage.styles';

/**
 * The `filters` of the cart state (spec §9: 99999 every line, else a line type) as links: the filter lives in
 * the address bar, so a reload or going back keeps it.
 */
export function CartFilters({ filterData }: { filterData: CartState['filter_data'] }) {
  return (
    <FilterLinks aria-label="购物车筛选">
      {filterData.options.map((option) => (
        <Link
          key={option.value}
          to={`/cart?filters=${option.value}`}
          aria-current={option.value === filterData.current ? 'page' : undefined}
        >
          {option.name}（{option.count}）
        </Link>
      ))}
    </FilterLinks>
  );
}
