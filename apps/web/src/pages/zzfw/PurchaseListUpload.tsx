import type { CartImportApplyResult, CartImportResult, ImportCandidate, ImportRow } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, Select, StatusBadge } from '@yaocai/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApplyImport, useImportList } from '../../data/use-self-service';
import { Muted, Panel } from '../../layout/page.styles';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const STATUS_LABELS = { matched: '已匹配', ambiguous: '待确认', none: '未找到' } as const;
const STATUS_TONES = { matched: 'success', ambiguous: 'warning', none: 'danger' } as const;

/** A row's choice: a goods id to add, 'want' (file an item-wanted request) or 'skip'. */
type Choice = number | 'want' | 'skip';

const defaultChoice = (row: ImportRow): Choice => (row.goods ? row.goods.id : 'want');

const candidateText = (candidate: ImportCandidate) =>
  `${candidate.name} ${candidate.spec} ${candidate.manufacturer} ¥${candidate.price}${candidate.stock > 0 ? '' : '（缺货）'}`;

/**
 * The purchase-list upload of /zzfw/kjcg: the pharmacy's ERP export (.xlsx or CSV, Chinese column names in any
 * order) is matched row by row; matched rows go to the cart, rows nothing matched become item-wanted requests,
 * and the buyer can change any row's choice (an alternative, 提交求购, 不处理) before applying.
 */
export function PurchaseListUpload() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [result, setResult] = useState<CartImportResult | null>(null);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [applied, setApplied] = useState<CartImportApplyResult | null>(null);
  const upload = useImportList({ onError: (refusal) => setError(refusal.message) });
  const apply = useApplyImport();

  const send = async () => {
    if (!file) return setError('请选择要上传的采购单文件');
    setError('');
    setApplied(null);
    const answer = await upload.run(file);
    if (answer) {
      setResult(answer);
      setChoices(Object.fromEntries(answer.rows.map((row) => [row.row, defaultChoice(row)])));
    }
  };

  const choiceOf = (row: ImportRow) => choices[row.row] ?? defaultChoice(row);

  const submit = async () => {
    if (!result) return;
    const items = result.rows.flatMap((row) => {
      const choice = choiceOf(row);
      return typeof choice === 'number'
        ? [{ row: row.row, goods_id: choice, ...(row.number ? { number: row.number } : {}) }]
        : [];
    });
    const wanted = result.rows.filter((row) => choiceOf(row) === 'want').map((row) => row.row);
    const answer = await apply.run(result.id, { items, wanted });
    if (answer) {
      setApplied(answer);
      setResult(null);
    }
  };

  const columns: DataTableColumn<ImportRow>[] = [
    { key: 'row', header: '行号', cell: (row) => row.row },
    {
      key: 'input',
      header: '采购单内容',
      rowHeader: true,
      cell: (row) => (
        <>
          {row.input.name || row.input.barcode || row.input.approval_no}
          <Muted>{[row.input.spec, row.input.maker].filter(Boolean).join('　')}</Muted>
        </>
      ),
    },
    { key: 'number', header: '数量', align: 'end', cell: (row) => row.number ?? '1个中包装' },
    {
      key: 'status',
      header: '匹配',
      cell: (row) => <StatusBadge status={row.status} labels={STATUS_LABELS} tones={STATUS_TONES} />,
    },
    {
      key: 'choice',
      header: '处理方式',
      cell: (row) => (
        <Select
          aria-label={`第${row.row}行处理方式`}
          value={String(choiceOf(row))}
          onChange={(event) => {
            const value = event.target.value;
            setChoices({
              ...choices,
              [row.row]: value === 'want' || value === 'skip' ? value : Number(value),
            });
          }}
        >
          {[row.goods, ...row.alternatives].flatMap((candidate) =>
            candidate ? (
              <option key={candidate.id} value={candidate.id}>
                {candidateText(candidate)}
              </option>
            ) : (
              []
            ),
          )}
          <option value="want">提交求购</option>
          <option value="skip">不处理</option>
        </Select>
      ),
    },
  ];

  return (
    <Panel aria-labelledby={`${fileId}-heading`}>
      <Heading id={`${fileId}-heading`}>上传采购单</Heading>
      <Muted>
        支持 Excel(.xlsx) 或 CSV（UTF-8 或
        GBK），表头含“通用名/商品名、规格、生产厂家、批准文号、条码、数量”任意几列、顺序不限；最多5000行、10MB。
      </Muted>
      <Row>
        <Field id={fileId} label="采购单文件" error={error || undefined}>
          <input
            id={fileId}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        <Button loading={upload.pending} onClick={() => void send()}>
          {upload.pending ? '匹配中…' : '上传并匹配'}
        </Button>
      </Row>
      {applied ? (
        <div role="status">
          <p>
            {applied.added}个商品已加入<Link to="/cart">购物车</Link>
            {applied.wanted ? (
              <>
                ，{applied.wanted}个已提交<Link to="/zzfw/pzqg">品种求购</Link>
              </>
            ) : null}
            。
          </p>
          {applied.skipped.length ? (
            <ul aria-label="未加入的商品">
              {applied.skipped.map((entry) => (
                <li key={entry.row}>
                  第{entry.row}行 {entry.name}：{entry.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {result ? (
        <>
          <p role="status">
            共{result.rows.length}行：已匹配{result.counts.matched}行，待确认{result.counts.ambiguous}
            行，未找到
            {result.counts.none}行
          </p>
          <DataTable
            caption="采购单匹配结果"
            columns={columns}
            rows={result.rows}
            rowKey={(row) => row.row}
          />
          <Row>
            <Button loading={apply.pending} onClick={() => void submit()}>
              加入购物车并提交求购
            </Button>
          </Row>
        </>
      ) : null}
    </Panel>
  );
}
