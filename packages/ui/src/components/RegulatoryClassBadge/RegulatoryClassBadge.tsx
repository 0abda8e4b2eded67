import { REGULATORY_CLASS_LABELS } from '@yaocai/domain/print';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';

/**
 * A goods' regulatory class as the API names it. Spelled out here, as OrderStatus is, because the published
 * declarations carry no domain types (`check:bundle` fails on any). Domain's label map must cover every one
 * (`labels` below), and the web app passes domain's `regulatory_class` to the badge, so a class added in
 * domain and not here fails the web app's typecheck.
 */
export type RegulatoryClass =
  | 'prescription'
  | 'otc_a'
  | 'otc_b'
  | 'device_1'
  | 'device_2'
  | 'device_3'
  | 'tcm_pieces'
  | 'ephedrine_compound'
  | 'narcotic'
  | 'psychotropic_1'
  | 'psychotropic_2'
  | 'medical_toxic'
  | 'radioactive'
  | 'vaccine'
  | 'blood_product'
  | 'drug_precursor';
const labels: Record<RegulatoryClass, string> = REGULATORY_CLASS_LABELS;

/**
 * The colours buyers know from the packs: the OTC mark is red for 甲类 and green for 乙类; prescription drugs
 * are flagged red as the platforms do; devices blue; an ephedrine compound preparation amber (it has its own
 * payment and receipt rules). The classes banned online never reach a product page.
 */
const TONES: Partial<Record<RegulatoryClass, StatusTone>> = {
  prescription: 'danger',
  otc_a: 'danger',
  otc_b: 'success',
  device_1: 'info',
  device_2: 'info',
  device_3: 'info',
  ephedrine_compound: 'warning',
};

export interface RegulatoryClassBadgeProps {
  /** The goods' regulatory class as the API names it (`regulatory_class`), e.g. `otc_a`. */
  regulatoryClass: RegulatoryClass;
}

/** A product's regulatory class (处方药 / 甲类OTC / 乙类OTC / 二类医疗器械 …) as a small pill. */
export function RegulatoryClassBadge({ regulatoryClass }: RegulatoryClassBadgeProps) {
  return <StatusBadge status={regulatoryClass} labels={labels} tones={TONES} />;
}
