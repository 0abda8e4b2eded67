import { type AfterSaleDetail, beijingDateTime } from '@yaocai/domain';
import { AfterSalesTimeline, Button, ConfirmDialog, DataTable, Field, Input } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { ReadStatus } from '../../components/member/ReadStatus';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useAfterSale, useCancelAfterSale, useShipBack } from '../../data/use-after-sales';
import { PageHeading } from '../../layout/page.styles';
import { orderHref } from '../../lib/order-links';
import { yuanColumn } from '../../lib/yuan-column';
import { Facts, Head, Section } from './OrderDetailPage.styles';

type Line = AfterSaleDetail['lines'][number];

const lineColumns = [
  {
    key: 'name',
    header: '商品',
    rowHeader: true,
    cell: (line: Line) => (
      <>
        {line.name} {line.ypgg}
        {line.follows_text && `（${line.follows_text}）`}
      </>
    ),
  },
  {
    key: 'number',
    header: '数量',
    align: 'end' as const,
    cell: (line: Line) => `${line.number}${line.bzdw}`,
  },
  yuanColumn('amount', '退款金额', (line: Line) => line.amount),
];

/** 寄回: the parcel going back, carrier and tracking number. */
function ShipBack({ request }: { request: AfterSaleDetail }) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const ship = useShipBack({ onError: setRefusal });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    void ship.run(request.id, { carrier: carrier.trim(), tracking_no: tracking.trim() });
  };
  const error = (field: string) => refusal?.fieldErrors?.[field]?.[0];
  return (
    <form aria-label="寄回商品" onSubmit={submit} noValidate>
      {refusal && !refusal.fieldErrors && <p role="alert">{refusal.message}</p>}
      <Field label="快递公司" error={error('carrier')} required>
        <Input value={carrier} maxLength={30} onChange={(event) => setCarrier(event.target.value)} />
      </Field>
      <Field label="快递单号" error={error('tracking_no')} required>
        <Input value={tracking} maxLength={40} onChange={(event) => setTracking(event.target.value)} />
      </Field>
      <Button type="submit" loading={ship.pending}>
        提交寄回信息
      </Button>
    </form>
  );
}

function CancelRequest({ id }: { id: number }) {
  const cancel = useCancelAfterSale();
  return (
    <ConfirmDialog
      title="撤销售后申请"
      description="撤销后，商品可重新申请售后。确定撤销吗？"
      confirmText="确定撤销"
      cancelText="再想想"
      onConfirm={() => void cancel.run(id)}
      trigger={
        <Button variant="secondary" loading={cancel.pending}>
          撤销申请
        </Button>
      }
    />
  );
}

function RequestView({ request }: { request: AfterSaleDetail }) {
  return (
    <>
      <Head>
        <PageHeading>
          {request.type_text} · {request.status_text}
        </PageHeading>
      </Head>
      <Facts>
        <dt>售后单号</dt>
        <dd>#{request.id}</dd>
        <dt>订单号</dt>
        <dd>
          <Link to={orderHref(request.order_id)}>{request.order_sn}</Link>
        </dd>
        <dt>申请时间</dt>
        <dd>{beijingDateTime(request.created_at)}</dd>
        <dt>售后原因</dt>
        <dd>{request.reason_text}</dd>
        <dt>问题描述</dt>
        <dd>{request.description || '无'}</dd>
        {request.return_address && (
          <>
            <dt>退货地址</dt>
            <dd>
              {request.return_address}
              {request.return_deadline !== null &&
                `（请于 ${beijingDateTime(request.return_deadline)} 前寄回）`}
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
      {request.actions.includes('ship_back') && (
        <Section aria-labelledby="after-sale-ship">
          <h2 id="after-sale-ship">寄回商品</h2>
          <ShipBack request={request} />
        </Section>
      )}
      {request.actions.includes('cancel') && <CancelRequest id={request.id} />}
      <Section aria-labelledby="after-sale-progress">
        <h2 id="after-sale-progress">售后进度</h2>
        <AfterSalesTimeline type={request.type} status={request.status} events={request.timeline} />
      </Section>
      <Section aria-labelledby="after-sale-lines">
        <h2 id="after-sale-lines">售后商品</h2>
        <DataTable
          caption="售后商品"
          captionHidden
          columns={lineColumns}
          rows={request.lines}
          rowKey={(l) => l.id}
        />
      </Section>
      {request.images.length > 0 && (
        <Section aria-labelledby="after-sale-photos">
          <h2 id="after-sale-photos">照片</h2>
          {request.images.map((image, index) => (
            <img
              key={image.image_id}
              src={image.url}
              alt={`售后照片 ${index + 1}`}
              width={120}
              height={120}
            />
          ))}
        </Section>
      )}
    </>
  );
}

/** /order/returnInfo/:id (退货/退款) and /order/afterSalesInfo/:id (换货/补寄资料): one request (spec §2). */
export function AfterSaleInfoPage() {
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const request = useAfterSale(id);
  if (id === null || request.notFound) {
    return (
      <StatusMessage message="售后申请不存在">
        <Link to="/order/afterSales">返回售后申请</Link>
      </StatusMessage>
    );
  }
  if (!request.data) return <ReadStatus read={request} what="售后申请" />;
  return <RequestView request={request.data} />;
}
