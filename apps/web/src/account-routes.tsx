import { type RouteObject, redirect } from 'react-router-dom';
import { Blank } from './layout/Blank';
import { pageHandle } from './layout/route-handle';

/* Registration and password reset (issue #10 §2), spliced into the app's routes by routes.tsx. */

const pages = {
  register: async () => (await import('./pages/register/RegisterPage')).RegisterPage,
  company: async () => (await import('./pages/register/CompanyPage')).CompanyPage,
  registerDone: async () => (await import('./pages/register/RegisterDonePage')).RegisterDonePage,
  chainRegister: async () => (await import('./pages/register/RegisterPage')).ChainRegisterPage,
  chainCompany: async () => (await import('./pages/register/CompanyPage')).ChainCompanyPage,
  chainRegisterDone: async () => (await import('./pages/register/RegisterDonePage')).ChainRegisterDonePage,
  forgetPhone: async () => (await import('./pages/forget/ForgetPages')).ForgetPhonePage,
  forgetPassword: async () => (await import('./pages/forget/ForgetPages')).ForgetPasswordPage,
  forgetDone: async () => (await import('./pages/forget/ForgetPages')).ForgetDonePage,
  wechatLogin: async () => (await import('./pages/wechat/WechatLoginPage')).WechatLoginPage,
};

/** The registration and password-reset pages wear the login page's slim header (spec §2), no toolbar. */
const accountHandle = (title: string, overrides: Parameters<typeof pageHandle>[1] = {}) =>
  pageHandle(title, { header: 'login', toolbar: false, ...overrides });

export function accountRoutes(): RouteObject[] {
  return [
    // Spec §2: /register → register_index → /register/step1 (account) → step2 (company and certificates, signed
    // in) → step3 (under review); /register/wechat signs in or registers with WeChat.
    {
      id: 'register',
      path: 'register',
      handle: accountHandle('注册'),
      loader: () => redirect('/register_index'),
      Component: Blank,
    },
    {
      id: 'register_index',
      path: 'register_index',
      handle: accountHandle('注册'),
      loader: () => redirect('/register/step1'),
      Component: Blank,
    },
    {
      id: 'register_step1',
      path: 'register/step1',
      handle: accountHandle('注册'),
      lazy: { Component: pages.register },
    },
    // Spec §2 /register/wechat: sign in with a bound WeChat, or register with the WeChat kept for step 1.
    {
      id: 'register_wechat',
      path: 'register/wechat',
      handle: accountHandle('微信登录'),
      lazy: { Component: pages.wechatLogin },
    },
    {
      id: 'register_step2',
      path: 'register/step2',
      handle: accountHandle('填写企业信息', { auth: true }),
      lazy: { Component: pages.company },
    },
    {
      id: 'register_step3',
      path: 'register/step3',
      handle: accountHandle('等待审核', { auth: true }),
      lazy: { Component: pages.registerDone },
    },
    // Spec §2: /register_dd → /register/dd/step1..3, the multi-store flavour (a chain head office), login header.
    {
      id: 'register_dd',
      path: 'register_dd',
      handle: accountHandle('连锁总部注册'),
      loader: () => redirect('/register/dd/step1'),
      Component: Blank,
    },
    {
      id: 'register_dd_step1',
      path: 'register/dd/step1',
      handle: accountHandle('连锁总部注册'),
      lazy: { Component: pages.chainRegister },
    },
    {
      id: 'register_dd_step2',
      path: 'register/dd/step2',
      handle: accountHandle('填写连锁总部信息', { auth: true }),
      lazy: { Component: pages.chainCompany },
    },
    {
      id: 'register_dd_step3',
      path: 'register/dd/step3',
      handle: accountHandle('等待审核', { auth: true }),
      lazy: { Component: pages.chainRegisterDone },
    },
    // Spec §2, §4: /forget → step 1 (phone and code) → step 2 (new password) → step 3 (done).
    {
      id: 'forget',
      path: 'forget',
      handle: accountHandle('找回密码'),
      loader: () => redirect('/forget/step1'),
      Component: Blank,
    },
    {
      id: 'forget_step1',
      path: 'forget/step1',
      handle: accountHandle('找回密码'),
      lazy: { Component: pages.forgetPhone },
    },
    {
      id: 'forget_step2',
      path: 'forget/step2',
      handle: accountHandle('设置新密码'),
      lazy: { Component: pages.forgetPassword },
    },
    {
      id: 'forget_step3',
      path: 'forget/step3',
      handle: accountHandle('密码已重置'),
      lazy: { Component: pages.forgetDone },
    },
  ];
}
