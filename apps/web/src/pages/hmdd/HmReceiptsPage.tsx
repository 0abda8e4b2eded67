import { beijingDate, beijingDateTime, type HmReceipt } from '@yaocai/domain';
import { Button, Field, Input, ListState } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useConfirmHmReceipt, useHmReceipts } from '../../data/use-hm-receipts';
import { PageHeading } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';
import { NoPrint, Receipt } from './HmReceiptsPage.styles';

const PATH = '/order/hmdd';

/** 确认收货回执: who received the goods, their 身份证号码 and the date; the server checks the number. */
function ConfirmForm({ receipt }: { receipt: HmReceipt }) {
  const [receiver, setReceiver] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [date, setDate] = useState(beijingDate(Date.now()));
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const confirm = useConfirmHmReceipt({ onError: setRefusal });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    void confirm.run(receipt.id, { receiver: receiver.trim(), id_number: idNumber.trim(), date });
  };
  const error = (field: string) => refusal?.fieldErrors?.[field]?.[0];
  return (
    <NoPrint as="form" aria-label={`确认回执 ${receipt.order_sn}`} onSubmit={submit} noValidate>
      {refusal && !refusal.fieldErrors && <p role="alert">{refusal.message}</p>}
      <Field label="收货人" error={error('receiver')} required>
        <Input value={receiver} maxLength={30} onChange={(event) => setReceiver(event.target.value)} />
      </Field>
      <Field label="身份证号码" error={error('id_number')} required>
        <Input value={idNumber} maxLength={18} onChange={(event) => setIdNumber(event.target.value)} />
      </Field>
      <Field label="收货日期" error={error('date')} required>
        <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </Field>
      <Button type="submit" loading={confirm.pending}>
        确认回执
      </Button>
    </NoPrint>
  );
}

function ReceiptCard({ receipt }: { receipt: HmReceipt }) {
  return (
    <Receipt aria-label={`回执 ${receipt.order_sn}`}>
      <h2>
        订单 {receipt.order_sn} <span>{receipt.status_text}</span>
      </h2>
      <p>
        发货时间 {beijingDateTime(receipt.shipped_at)}
        {receipt.status !== 'confirmed' && `，请于 ${beijingDateTime(receipt.due_at)} 前确认`}
      </p>
      <table>
        <caption>含麻药品</caption>
        <thead>
          <tr>
            <th scope="col">品名</th>
            <th scope="col">规格</th>
            <th scope="col">数量</th>
            <th scope="col">批号</th>
            <th scope="col">有效期至</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name}</th>
              <td>{line.spec}</td>
              <td>{line.number}</td>
              <td>{line.batch || '—'}</td>
              <td>{line.expiry || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {receipt.status === 'confirmed' ? (
        <p>
          收货人 {receipt.receiver}，身份证号码 {receipt.id_number}，收货日期 {receipt.received_on}
        </p>
      ) : (
        <ConfirmForm receipt={receipt} />
      )}
    </Receipt>
  );
}

/**
 * /order/hmdd (spec §2 /hmdd) — 含麻订单回执 (issue #21 §4): every shipped order holding an ephedrine-containing
 * preparation, unconfirmed first; the buyer confirms each on receiving. One left unconfirmed past its date
 * blocks new 含麻 orders. 打印 prints the receipts (the forms and the menu are left out of print).
 */
export function HmReceiptsPage() {
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const receipts = useHmReceipts(page);
  return (
    <>
      <PageHeading>含麻订单回执</PageHeading>
      <NoPrint>
        <p>含麻黄碱类复方制剂订单发货后须在规定天数内确认回执，逾期未确认将不能继续购买含麻药品。</p>
        <Button variant="secondary" onClick={() => window.print()}>
          打印回执
        </Button>
      </NoPrint>
      {!receipts.data ? (
        <ReadStatus read={receipts} what="回执" />
      ) : receipts.data.list.length === 0 ? (
        <ListState status="empty" emptyText="暂无含麻订单回执" />
      ) : (
        receipts.data.list.map((receipt) => <ReceiptCard key={receipt.id} receipt={receipt} />)
      )}
      {receipts.data && (
        <MemberPager
          page={receipts.data.page}
          total={receipts.data.total}
          perPage={receipts.data.per_page}
          hrefOf={(n) => `${PATH}?page=${n}`}
          label="回执分页"
        />
      )}
    </>
  );
}
