import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageWidth } from '../../layout/page.styles';

/** One heading of the left-hand menu and its pages. */
export interface ArticleMenuGroup {
  name: string;
  items: readonly { name: string; url: string; current: boolean }[];
}

const Columns = styled(PageWidth)`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Menu = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul { list-style: none; margin: 0; padding: ${({ theme }) => theme.space[2]} 0; }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;

const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  ol { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[2]}; margin: 0; padding: 0; list-style: none; }
  li + li::before { content: '>'; margin-right: ${({ theme }) => theme.space[2]}; }
  a { color: inherit; }
`;

export interface ArticleShellProps {
  /** The menu's accessible name, e.g. 帮助中心. */
  label: string;
  menu: readonly ArticleMenuGroup[];
  /** From the home page down to this page; the last one is where the reader is (no link). */
  crumbs: readonly { name: string; url?: string }[];
  children: ReactNode;
}

/** The help and news pages' frame: the left-hand category menu, breadcrumbs, and the page. */
export function ArticleShell({ label, menu, crumbs, children }: ArticleShellProps) {
  return (
    <Columns>
      <Menu aria-label={label}>
        {menu.map((group) => (
          <div key={group.name}>
            <h2>{group.name}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.url}>
                  <NavLink to={item.url} aria-current={item.current ? 'page' : undefined}>
                    {item.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Menu>
      <div>
        <Crumbs aria-label="当前位置">
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.name}>
                {crumb.url ? (
                  <Link to={crumb.url}>{crumb.name}</Link>
                ) : (
                  <span aria-current="page">{crumb.name}</span>
                )}
              </li>
            ))}
          </ol>
        </Crumbs>
        {children}
      </div>
    </Columns>
  );
}
