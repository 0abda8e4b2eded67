import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/*
 * 微信支付 API v3's documented signing, on node:crypto (docs/payments.md explains why no SDK): a request is signed
 * with the merchant's RSA key (SHA256withRSA over method, path, timestamp, nonce and body, each followed by \n);
 * an answer or a notification is checked with WeChat Pay's public key over timestamp, nonce and body; a
 * notification's resource is AEAD_AES_256_GCM with the APIv3 key. The local provider server uses the same
 * functions from the other side, so both ends are the documented protocol.
 */

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** How far a signed timestamp may be from our clock (replayed notifications and answers are refused). */
export const CLOCK_SKEW_SECONDS = 300;

export function requestMessage(method: string, path: string, timestamp: string, nonce: string, body: string) {
  return `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
}

export function responseMessage(timestamp: string, nonce: string, body: string) {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export const rsaSign = (message: string, privateKey: string) =>
  createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');

export function rsaVerify(message: string, signature: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export const nonce = () => randomBytes(16).toString('hex');
export const unixNow = () => String(Math.floor(Date.now() / 1000));

/** The Authorization header of a request (mchid, nonce, timestamp, certificate serial and signature). */
export function authorization(
  merchant: { mchId: string; serialNo: string; privateKey: string },
  method: string,
  path: string,
  body: string,
): string {
  const n = nonce();
  const t = unixNow();
  const signature = rsaSign(requestMessage(method, path, t, n, body), merchant.privateKey);
  return `${AUTH_SCHEME} mchid="${merchant.mchId}",nonce_str="${n}",signature="${signature}",timestamp="${t}",serial_no="${merchant.serialNo}"`;
}

/** The fields of an Authorization header; null when it is not this scheme. */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g))
    fields[match[1] as string] = match[2] as string;
  return fields;
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
};

/**
 * Whether an answer or notification was signed by WeChat Pay: its public key id, a timestamp within the allowed
 * skew, and the signature over timestamp, nonce and the exact body.
 */
export function verifyWechatpaySignature(
  headers: Headers,
  body: string,
  platform: { publicKey: string; publicKeyId: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = header(headers, 'wechatpay-timestamp');
  const n = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  if (header(headers, 'wechatpay-serial') !== platform.publicKeyId || !signature || !n) return false;
  if (!/^\d{10}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > CLOCK_SKEW_SECONDS)
    return false;
  return rsaVerify(responseMessage(timestamp, n, body), signature, platform.publicKey);
}

/** The signed headers of an answer or notification (the local provider server's side). */
export function wechatpaySignatureHeaders(
  body: string,
  platform: { privateKey: string; publicKeyId: string },
) {
  const n = nonce();
  const t = unixNow();
  return {
    'wechatpay-timestamp': t,
    'wechatpay-nonce': n,
    'wechatpay-serial': platform.publicKeyId,
    'wechatpay-signature': rsaSign(responseMessage(t, n, body), platform.privateKey),
  };
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type?: string;
}

/** Decrypts a notification's resource (AEAD_AES_256_GCM; the 16-byte tag ends the ciphertext); null if it fails. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** Encrypts a resource as WeChat Pay does (the local provider server's side). */
export function encryptResource(plain: string, apiV3Key: string, associatedData: string): EncryptedResource {
  const n = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(n, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    associated_data: associatedData,
    nonce: n,
  };
}
