/** The registration's steps (spec §2: /register/step1..3, /register/dd/step1..3). */
export const REGISTER_STEPS = ['填写账号信息', '填写企业信息', '等待审核'] as const;

/** The password reset's steps (spec §4: forgot password step 1, 2, 3). */
export const FORGET_STEPS = ['验证手机号', '设置新密码', '重置成功'] as const;
