import { useId } from 'react';
import { useFlyoutMenu } from '../../internal/useFlyoutMenu';
import { type RenderLink, renderAnchor } from '../../link';
import {
  Flyout,
  Group,
  GroupLinks,
  GroupTitle,
  Item,
  Root,
  Title,
  TopLevel,
  TopLevelList,
} from './CategoryMenu.styles';

/** The home page shows only the first 7 top-level categories (spec §2). */
const MAX_TOP_LEVEL = 7;

/** A category and its sub-categories, as the header data sends them. */
export interface MenuCategory {
  /** Category id. */
  id: number | string;
  /** Category name, e.g. 抗感染药. */
  name: string;
  /** Icon shown before a top-level name. */
  logo1?: string;
  /** Sub-categories; the menu shows two levels under each top-level category. */
  children?: MenuCategory[];
}

export interface CategoryMenuProps {
  /** Top-level categories; only the first 7 are shown. */
  categories: MenuCategory[];
  /** Where a category of any level links, e.g. (category) => `/list?category_id=${category.id}`. */
  hrefFor: (category: MenuCategory) => string;
  /** Heading of the menu box and name of its navigation landmark. @default '全部商品分类' */
  title?: string;
  /** Renders every link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/**
 * The home page category menu: the first 7 top-level categories, each opening a flyout of its
 * sub-categories and their children on hover or keyboard focus. Escape closes the flyout.
 */
export function CategoryMenu({
  categories,
  hrefFor,
  title = '全部商品分类',
  renderLink = renderAnchor,
}: CategoryMenuProps) {
  const titleId = useId();
  const { openKey, itemProps } = useFlyoutMenu();
  const link = (category: MenuCategory) => renderLink({ href: hrefFor(category), children: category.name });

  return (
    <Root data-ui="CategoryMenu" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <TopLevelList>
        {categories.slice(0, MAX_TOP_LEVEL).map((category) => {
          const key = String(category.id);
          const children = category.children ?? [];
          return (
            <Item key={key} {...itemProps(key)}>
              <TopLevel>
                {category.logo1 && <img src={category.logo1} alt="" />}
                {link(category)}
              </TopLevel>
              {openKey === key && children.length > 0 && (
                <Flyout aria-label={`${category.name}子分类`}>
                  {children.map((child) => (
                    <Group key={child.id}>
                      <GroupTitle>{link(child)}</GroupTitle>
                      {child.children && child.children.length > 0 && (
                        <GroupLinks>
                          {child.children.map((grandchild) => (
                            <li key={grandchild.id}>{link(grandchild)}</li>
                          ))}
                        </GroupLinks>
                      )}
                    </Group>
                  ))}
                </Flyout>
              )}
            </Item>
          );
        })}
      </TopLevelList>
    </Root>
  );
}
