import { NavLink, Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSite } from '../data/use-site';
import { memberSections } from './member-sections';
import { PageWidth } from './page.styles';

export interface MemberMenuItem {
  label: string;
  /** Absolute path of a built page of this section. */
  to: string;
  /** Listed only while the server offers WeChat sign-in (`/api/site` `wechat_login`). */
  wechat?: boolean;
}

const Columns = styled(PageWidth)`
  display: grid;
  grid-template-columns: 180px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  padding-top: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[4]};
`;

const Menu = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    font-size: 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space[2]} 0;
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

function SectionMenu({ title, items }: { title: string; items: readonly MemberMenuItem[] }) {
  const wechatOffered = useSite().data?.wechat_login === 1;
  const shown = items.filter((item) => !item.wechat || wechatOffered);
  return (
    <Menu aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {shown.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Menu>
  );
}

/**
 * The shell of a member-area section (spec §2: /user, /zhzx, /order, /zzfw, /wdqb): its side menu and the
 * page. The menu is made from the section's own child routes, so it lists built pages only; below it, the other
 * sections' menus, so every member page links to every other.
 */
export function MemberLayout({
  path,
  title,
  items,
}: {
  path: string;
  title: string;
  items: readonly MemberMenuItem[];
}) {
  const others = memberSections().filter((section) => section.path !== path);
  return (
    <Columns>
      <Side>
        <SectionMenu title={title} items={items} />
        {others.map((section) => (
          <SectionMenu key={section.path} title={section.title} items={section.items} />
        ))}
      </Side>
      <div>
        <Outlet />
      </div>
    </Columns>
  );
}
