import { fenToYuan, isYuanInput, type PointsRulesWire, yuanToFen } from '@yaocai/domain';
import { Button, Field, Input, ListState } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { Block } from '../components/page.styles';
import { usePointsRules, useSetPointsRules } from '../data/use-points';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function RulesForm({ rules }: { rules: PointsRulesWire }) {
  const save = useSetPointsRules();
  const [rate, setRate] = useState(fenToYuan(rules.fen_per_point));
  const [years, setYears] = useState(String(rules.expiry_years));
  const [saved, setSaved] = useState('');
  const errors = save.error?.fieldErrors ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    // The rate is typed in yuan per point (¥10 = 1 point); the wire carries fen, converted without floats.
    const done = await save.run({
      fen_per_point: (isYuanInput(rate.trim()) ? yuanToFen(rate.trim()) : rate) as number,
      expiry_years: whole(years) as number,
    });
    if (done) setSaved('积分规则已保存，之后获得的积分按新规则计算');
  };
  return (
    <Form onSubmit={submit} aria-label="积分规则" noValidate>
      <Field label="每实付多少元得 1 积分" error={errors.fen_per_point?.[0]}>
        <Input inputMode="numeric" value={rate} onChange={(event) => setRate(event.target.value)} />
      </Field>
      <Field label="有效期（获得次年起的年数）" error={errors.expiry_years?.[0]}>
        <Input inputMode="numeric" value={years} onChange={(event) => setYears(event.target.value)} />
      </Field>
      <Button type="submit" disabled={save.pending}>
        保存规则
      </Button>
      {saved && <p role="status">{saved}</p>}
      {save.error && !save.error.fieldErrors && <p role="alert">{save.error.message}</p>}
    </Form>
  );
}

/** 积分规则: the earning rate and how long points last (points earned in year Y expire at the end of Y + years). */
export function PointsRules() {
  const { rules, error, isLoading, retry } = usePointsRules();
  return (
    <Block aria-labelledby="points-rules-title">
      <h3 id="points-rules-title">积分规则</h3>
      {isLoading || error || !rules ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载积分规则…"
          errorText="积分规则加载失败"
          onRetry={retry}
        />
      ) : (
        <RulesForm key={`${rules.fen_per_point}-${rules.expiry_years}`} rules={rules} />
      )}
    </Block>
  );
}
