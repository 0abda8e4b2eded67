import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { userMoney } from '../api/contracts';
import { request } from '../api/request';
import { envelope, mockFetch } from '../test/fetch';
import { keys } from './keys';
import { useRead } from './read';
import { swrConfig } from './swr-config';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const readMoney = () => request('/user/user_money', { schema: userMoney, handleSelf: [404] });

describe('useRead, the one way a read hook is written', () => {
  it('asks nothing while its key is null', async () => {
    const fetch = mockFetch(() => envelope(10000, { balance: '1.00' }));
    const { result } = renderHook(() => useRead(null, readMoney), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.apiCalls()).toHaveLength(0);
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, notFound: false });
  });

  it('answers the data the contract parsed', async () => {
    mockFetch(() => envelope(10000, { balance: '2109.00' }));
    const { result } = renderHook(() => useRead(keys.wallet.money, readMoney), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ balance: '2109.00' }));
    expect(result.current).toMatchObject({ error: undefined, notFound: false, isLoading: false });
  });

  it('refuses an answer the contract does not accept: an error, no data', async () => {
    mockFetch(() => envelope(10000, { balance: 2109 }));
    const { result } = renderHook(() => useRead(keys.wallet.money, readMoney), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
  });

  it('says notFound for a 404, and retry asks again and recovers', async () => {
    let missing = true;
    const fetch = mockFetch(() =>
      missing ? envelope(404, null, '不存在', 404) : envelope(10000, { balance: '5.00' }),
    );
    const { result } = renderHook(() => useRead(keys.wallet.money, readMoney), { wrapper });
    await waitFor(() => expect(result.current.notFound).toBe(true));
    missing = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual({ balance: '5.00' }));
    expect(result.current.notFound).toBe(false);
    expect(fetch.sent.filter((sent) => sent.url.startsWith('/api/user/user_money'))).toHaveLength(2);
  });
});
