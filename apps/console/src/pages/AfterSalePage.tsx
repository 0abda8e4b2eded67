import { beijingDateTime } from '@yaocai/domain/print';
import { AfterSalesTimeline, ListState } from '@yaocai/ui';
import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Block, Facts } from '../components/page.styles';
import { useConsoleAfterSale } from '../data/use-after-sales';
import { Decisions } from './after-sale/Decisions';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    width: 120px;
    height: 120px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** 售后单: what was asked (lines, photos), the parcel and refund, the timeline, and this operator's decisions. */
export default function AfterSalePage() {
  const id = Number(useParams().id);
  const { request, error, isLoading, retry } = useConsoleAfterSale(id);
  if (isLoading || error || !request)
    return (
      <ListState
        status={error ? 'error' : isLoading ? 'loading' : 'empty'}
        loadingText="正在加载售后单…"
        errorText={error?.status === 404 ? '售后单不存在' : '售后单加载失败'}
        emptyText="售后单不存在"
        onRetry={error?.status === 404 ? undefined : retry}
      />
    );
  return (
    <section aria-labelledby="after-sale-title">
      <p>
        <Link to="/after-sales">← 售后处理</Link>
      </p>
      <h2 id="after-sale-title">
        售后单 #{request.id} · {request.type_text} · {request.status_text}
      </h2>
      <Facts>
        <dt>订单号</dt>
        <dd>{request.order_sn}</dd>
        <dt>采购单位</dt>
        <dd>{request.company.name}</dd>
        <dt>原因</dt>
        <dd>{request.reason_text}</dd>
        <dt>问题描述</dt>
        <dd>{request.description || '—'}</dd>
        <dt>申请时间</dt>
        <dd>{beijingDateTime(request.created_at * 1000)}</dd>
        <dt>支付方式</dt>
        <dd>{request.pay_method}</dd>
        {request.return_address && (
          <>
            <dt>退货地址</dt>
            <dd>
              {request.return_address}
              {request.return_deadline && `（${beijingDateTime(request.return_deadline * 1000)} 前寄回）`}
            </dd>
          </>
        )}
        {request.tracking_no && (
          <>
            <dt>寄回快递</dt>
            <dd>
              {request.carrier} {request.tracking_no}
            </dd>
          </>
        )}
        {request.reject_reason && (
          <>
            <dt>驳回原因</dt>
            <dd>{request.reject_reason}</dd>
          </>
        )}
        {request.refund && (
          <>
            <dt>退款</dt>
            <dd>{request.refund.note}</dd>
          </>
        )}
      </Facts>
      <Block aria-labelledby="lines-title">
        <h3 id="lines-title">售后商品</h3>
        <Table>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">规格</th>
              <th scope="col">数量</th>
              <th scope="col">金额（元）</th>
            </tr>
          </thead>
          <tbody>
            {request.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.name}
                  {line.follows_text && `（${line.follows_text}）`}
                </td>
                <td>{line.ypgg}</td>
                <td>
                  {line.number}
                  {line.bzdw}
                </td>
                <td>{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Block>
      {request.images.length > 0 && (
        <Block aria-labelledby="photos-title">
          <h3 id="photos-title">买家照片</h3>
          <Photos>
            {request.images.map((image, index) => (
              <li key={image.image_id}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.url} alt={`买家照片 ${index + 1}`} />
                </a>
              </li>
            ))}
          </Photos>
        </Block>
      )}
      <Block aria-labelledby="timeline-title">
        <h3 id="timeline-title">售后进度</h3>
        <AfterSalesTimeline type={request.type} status={request.status} events={request.timeline} />
      </Block>
      <Decisions request={request} />
    </section>
  );
}
