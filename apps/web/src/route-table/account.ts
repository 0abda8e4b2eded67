import { accountHandle, leadsTo, page } from './kit';
import { pages } from './pages';

/** The account pages of the route table (routes.tsx): registration and password reset, in the table's order. */
export const accountRoutes = () => [
  // Registration (spec §2): /register → register_index → /register/step1 (account) → step2 (company and
  // certificates, signed in) → step3 (under review); /register/wechat signs in with a bound WeChat, or
  // registers with the WeChat kept for step 1; /register_dd → /register/dd/step1..3, a chain head office.
  leadsTo('register', 'register', accountHandle('注册'), () => '/register_index'),
  leadsTo('register_index', 'register_index', accountHandle('注册'), () => '/register/step1'),
  page('register_step1', 'register/step1', accountHandle('注册'), pages.register),
  page('register_wechat', 'register/wechat', accountHandle('微信登录'), pages.wechatLogin),
  page('register_step2', 'register/step2', accountHandle('填写企业信息', { auth: true }), pages.company),
  page('register_step3', 'register/step3', accountHandle('等待审核', { auth: true }), pages.registerDone),
  leadsTo('register_dd', 'register_dd', accountHandle('连锁总部注册'), () => '/register/dd/step1'),
  page('register_dd_step1', 'register/dd/step1', accountHandle('连锁总部注册'), pages.chainRegister),
  page(
    'register_dd_step2',
    'register/dd/step2',
    accountHandle('填写连锁总部信息', { auth: true }),
    pages.chainCompany,
  ),
  page(
    'register_dd_step3',
    'register/dd/step3',
    accountHandle('等待审核', { auth: true }),
    pages.chainRegisterDone,
  ),
  // Spec §2, §4: /forget → step 1 (phone and code) → step 2 (new password) → step 3 (done).
  leadsTo('forget', 'forget', accountHandle('找回密码'), () => '/forget/step1'),
  page('forget_step1', 'forget/step1', accountHandle('找回密码'), pages.forgetPhone),
  page('forget_step2', 'forget/step2', accountHandle('设置新密码'), pages.forgetPassword),
  page('forget_step3', 'forget/step3', accountHandle('密码已重置'), pages.forgetDone),
];
