import {
  beijingDateTime,
  formatYuan,
  ITEM_REQUEST_STATUS_LABELS,
  type ItemRequest,
  type ItemRequestBody,
  itemRequestBody,
} from '@yaocai/domain';
import {
  ButtonLink,
  DataTable,
  type DataTableColumn,
  Field,
  Input,
  ListState,
  StatusBadge,
} from '@yaocai/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { WideButton } from '../../components/account/account.styles';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useCreateItemRequest, useItemRequest, useItemRequests } from '../../data/use-self-service';
import { Muted, PageHeading, Panel } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';
import { readPage } from '../../lib/page-number';
import { renderRouterLink } from '../../lib/render-link';

const TONES = { pending: 'warning', listed: 'success', unavailable: 'danger' } as const;

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 480px;
  max-width: 100%;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 8em 1fr;
  gap: ${({ theme }) => theme.space[2]};
  dd { margin: 0; }
`;

const infoHref = (id: number) => `/zzfw/pzqg/info?id=${id}`;

/** /zzfw/pzqg — 品种求购: the company's requests, newest first, with their status. */
export function ItemRequestsPage() {
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const list = useItemRequests(page);
  const columns: DataTableColumn<ItemRequest>[] = [
    {
      key: 'name',
      header: '商品',
      rowHeader: true,
      cell: (item) => (
        <>
          <Link to={infoHref(item.id)}>{item.name}</Link>
          <Muted>{[item.spec, item.manufacturer].filter(Boolean).join('　')}</Muted>
        </>
      ),
    },
    { key: 'number', header: '求购数量', align: 'end', cell: (item) => item.number },
    {
      key: 'price',
      header: '期望价格',
      align: 'end',
      cell: (item) => (item.price ? formatYuan(item.price) : '—'),
    },
    { key: 'created', header: '提交时间', cell: (item) => beijingDateTime(item.created_at) },
    {
      key: 'status',
      header: '状态',
      cell: (item) => <StatusBadge status={item.status} labels={ITEM_REQUEST_STATUS_LABELS} tones={TONES} />,
    },
  ];
  return (
    <Panel aria-labelledby="pzqg-heading">
      <Heading>
        <PageHeading id="pzqg-heading">品种求购</PageHeading>
        <ButtonLink href="/zzfw/pzqg/add" renderLink={renderRouterLink}>
          新增求购
        </ButtonLink>
      </Heading>
      {!list.data ? (
        <ReadStatus read={list} what="求购记录" />
      ) : list.data.list.length === 0 ? (
        <ListState status="empty" emptyText="还没有求购记录。找不到想要的商品？点“新增求购”告诉我们" />
      ) : (
        <>
          <DataTable
            caption="我的求购"
            captionHidden
            columns={columns}
            rows={list.data.list}
            rowKey={(item) => item.id}
          />
          <MemberPager
            page={page}
            total={list.data.total}
            perPage={list.data.per_page}
            hrefOf={(n) => `/zzfw/pzqg?page=${n}`}
            label="求购分页"
          />
        </>
      )}
    </Panel>
  );
}

interface RequestFields {
  name: string;
  spec: string;
  manufacturer: string;
  approval_no: string;
  number: string;
  price: string;
  remark: string;
}

const EMPTY: RequestFields = {
  name: '',
  spec: '',
  manufacturer: '',
  approval_no: '',
  number: '',
  price: '',
  remark: '',
};
const FIELDS = ['name', 'spec', 'manufacturer', 'approval_no', 'number', 'price', 'remark'] as const;

/** /zzfw/pzqg/add — ask for a goods not listed. */
export function ItemRequestAddPage() {
  const navigate = useNavigate();
  const { form, submit } = useActionForm(useCreateItemRequest, {
    resolver: domainResolver<RequestFields, ItemRequestBody>(itemRequestBody),
    defaultValues: EMPTY,
    fields: FIELDS,
    onDone: (result) => navigate(infoHref((result as ItemRequest).id)),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Panel aria-labelledby="pzqg-add-heading">
      <PageHeading id="pzqg-add-heading">新增求购</PageHeading>
      <Form noValidate onSubmit={submit}>
        <FormRootError errors={errors} />
        <Field label="商品名称" required error={errors.name?.message}>
          <Input placeholder="通用名或商品名，如 奥司他韦颗粒" {...register('name')} />
        </Field>
        <Field label="规格" error={errors.spec?.message}>
          <Input placeholder="如 15mg*10袋" {...register('spec')} />
        </Field>
        <Field label="生产厂家" error={errors.manufacturer?.message}>
          <Input {...register('manufacturer')} />
        </Field>
        <Field label="批准文号" error={errors.approval_no?.message}>
          <Input placeholder="如 国药准字H20065415" {...register('approval_no')} />
        </Field>
        <Field label="求购数量" required error={errors.number?.message}>
          <Input inputMode="numeric" {...register('number')} />
        </Field>
        <Field label="期望价格（元）" error={errors.price?.message}>
          <Input inputMode="decimal" {...register('price')} />
        </Field>
        <Field label="备注" error={errors.remark?.message}>
          <Input {...register('remark')} />
        </Field>
        <WideButton type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? '提交中…' : '提交求购'}
        </WideButton>
      </Form>
    </Panel>
  );
}

/** /zzfw/pzqg/info?id= — one request and its answer. */
export function ItemRequestInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const read = useItemRequest(valid ? id : null);
  if (!valid) return <ListState status="empty" emptyText="求购记录不存在" />;
  const item = read.data;
  return (
    <Panel aria-labelledby="pzqg-info-heading">
      <PageHeading id="pzqg-info-heading">求购详情</PageHeading>
      {!item ? (
        <ReadStatus read={read} what="求购详情" />
      ) : (
        <Facts>
          <dt>商品名称</dt>
          <dd>{item.name}</dd>
          <dt>规格</dt>
          <dd>{item.spec || '—'}</dd>
          <dt>生产厂家</dt>
          <dd>{item.manufacturer || '—'}</dd>
          <dt>批准文号</dt>
          <dd>{item.approval_no || '—'}</dd>
          <dt>求购数量</dt>
          <dd>{item.number}</dd>
          <dt>期望价格</dt>
          <dd>{item.price ? formatYuan(item.price) : '—'}</dd>
          <dt>备注</dt>
          <dd>{item.remark || '—'}</dd>
          <dt>提交时间</dt>
          <dd>{beijingDateTime(item.created_at)}</dd>
          <dt>状态</dt>
          <dd>
            <StatusBadge status={item.status} labels={ITEM_REQUEST_STATUS_LABELS} tones={TONES} />
            {item.status === 'listed' && item.goods_id ? (
              <Link to={`/list_info/${item.goods_id}`}>　去购买</Link>
            ) : null}
            {item.status === 'unavailable' ? `　${item.reason}` : null}
          </dd>
        </Facts>
      )}
    </Panel>
  );
}
