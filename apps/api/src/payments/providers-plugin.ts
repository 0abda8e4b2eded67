import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { type DevProviderServer, startDevProviderServer } from './dev-provider/server';
import { alipayProvider } from './providers/alipay';
import type { ProviderMap } from './providers/types';
import { wechatPayProvider } from './providers/wechat-pay';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured online payment providers (none without keys) and, under PAYMENT_DRIVER=dev, the local server. */
    payProviders: { map: ProviderMap; dev: DevProviderServer | null; siteOrigin: string };
  }
}

/** The public origin the providers call back and send the buyer back to. */
export function publicOrigin(config: AppConfig): string {
  return config.payments.notifyBase || config.siteUrl || `http://${config.host}:${config.port}`;
}

/** The providers of a configuration (with `dev`: both, pointed at that local server), for the app and `ops`. */
export function configuredProviders(config: AppConfig, dev: DevProviderServer | null = null): ProviderMap {
  const notifyUrl = (method: string) => `${publicOrigin(config)}/api/pay/notify/${method}`;
  const alipay = dev?.alipay ?? config.payments.alipay;
  const wechat = dev?.wechat ?? config.payments.wechat;
  const map: ProviderMap = {};
  if (alipay) map.alipay = alipayProvider(alipay, notifyUrl('alipay'));
  if (wechat) map.wechat = wechatPayProvider(wechat, notifyUrl('wechat'));
  return map;
}

/**
 * Builds the providers once per app from the configuration (docs/payments.md): with a provider's keys, the real
 * one; under PAYMENT_DRIVER=dev (never in production: config.ts refuses) both, pointed at a local provider server
 * started here with fresh key pairs; otherwise none, and the online methods are absent.
 */
export default fp(
  async (app: FastifyInstance, options: { dev?: DevProviderServer }) => {
    const { payments } = app.config;
    const origin = publicOrigin(app.config);
    let dev: DevProviderServer | null = null;
    if (payments.dev) {
      dev = options.dev ?? (await startDevProviderServer(payments.devPort));
      if (!options.dev) app.addHook('onClose', () => (dev as DevProviderServer).close());
      app.log.warn(
        { origin: dev.origin },
        '在线支付为开发模式（PAYMENT_DRIVER=dev）：本地模拟的支付宝与微信支付',
      );
    }
    const map = configuredProviders(app.config, dev);
    app.decorate('payProviders', { map, dev, siteOrigin: app.config.siteUrl || origin });
  },
  { name: 'pay-providers' },
);
