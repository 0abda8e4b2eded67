import type { RouteObject } from 'react-router-dom';
import { memberSection, sectionAlias } from './layout/member-section';
import { pageHandle } from './layout/route-handle';

/* The account centre /zhzx (spec §2) and the bare addresses of its pages, spliced into the app's routes by routes.tsx. */

const pages = {
  basic: async () => (await import('./pages/zhzx/BasicPage')).BasicPage,
  qualifications: async () => (await import('./pages/zhzx/QualificationsPage')).QualificationsPage,
  changePassword: async () => (await import('./pages/account/ChangePasswordPage')).ChangePasswordPage,
  addresses: async () => (await import('./pages/addr/AddressPage')).AddressPage,
  stores: async () => (await import('./pages/ddgl/StoresPage')).StoresPage,
  messages: async () => (await import('./pages/wdxx/MessagesPage')).MessagesPage,
  bindWechat: async () => (await import('./pages/wechat/BindWechatPage')).BindWechatPage,
};

export function accountCentreRoutes(): RouteObject[] {
  return [
    memberSection('zhzx', '账户中心', [
      // Spec §2: /zhzx/basic is the section's default, so it comes first.
      { id: 'zhzx_basic', path: 'basic', handle: pageHandle('基本信息'), lazy: { Component: pages.basic } },
      {
        id: 'zhzx_zzzj',
        path: 'zzzj',
        handle: pageHandle('资质证件'),
        lazy: { Component: pages.qualifications },
      },
      {
        id: 'zhzx_xgmm',
        path: 'xgmm',
        handle: pageHandle('修改密码'),
        lazy: { Component: pages.changePassword },
      },
      { id: 'zhzx_addr', path: 'addr', handle: pageHandle('收货地址'), lazy: { Component: pages.addresses } },
      { id: 'zhzx_ddgl', path: 'ddgl', handle: pageHandle('多门店管理'), lazy: { Component: pages.stores } },
      { id: 'zhzx_wdxx', path: 'wdxx', handle: pageHandle('我的消息'), lazy: { Component: pages.messages } },
      {
        id: 'zhzx_bdwx',
        path: 'bdwx',
        handle: pageHandle('绑定微信'),
        lazy: { Component: pages.bindWechat },
        // Off in the menu (and the page offers no button) while the server has no WeChat sign-in.
        wechat: true,
      },
    ]),
    // Spec §2, the toolbar and the home card name /addr, /wdxx, /ddgl, /bdwx; the pages live in the account centre.
    sectionAlias('zhzx', 'addr', '收货地址'),
    sectionAlias('zhzx', 'wdxx', '我的消息'),
    sectionAlias('zhzx', 'ddgl', '多门店管理'),
    sectionAlias('zhzx', 'bdwx', '绑定微信'),
  ];
}
