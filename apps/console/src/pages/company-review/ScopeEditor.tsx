import type { ScopeCategory } from '@yaocai/domain';
import { Button } from '@yaocai/ui';
import { useState } from 'react';
import { useScopeEdit } from '../../data/use-review';
import { Actions } from './CertificateCard';
import { ScopeChoice } from './ScopeChoice';

/**
 * An approved company's business scope, edited in place: the server replaces it, audits before → after and
 * tells the buyer; goods outside the new scope stop being buyable at once (the buy rule reads it).
 */
export function ScopeEditor({ companyId, scope }: { companyId: number; scope: readonly ScopeCategory[] }) {
  const edit = useScopeEdit(companyId);
  const [chosen, setChosen] = useState<ScopeCategory[] | null>(null);
  const [done, setDone] = useState('');
  const current = chosen ?? [...scope];
  const save = async () => {
    setDone('');
    const message = await edit.run({ scope: current });
    if (message !== undefined) {
      setDone(message);
      setChosen(null);
    }
  };
  const refusal = edit.error ? (edit.error.fieldErrors?.scope?.[0] ?? edit.error.message) : '';
  return (
    <>
      <ScopeChoice label="经营范围" asked={[]} chosen={current} onChange={setChosen} />
      <Actions>
        <Button loading={edit.pending} disabled={chosen === null} onClick={save}>
          保存经营范围
        </Button>
      </Actions>
      {done && <p role="status">{done}</p>}
      {refusal && <p role="alert">{refusal}</p>}
    </>
  );
}
