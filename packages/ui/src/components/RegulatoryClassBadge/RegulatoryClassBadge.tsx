import { REGULATORY_CLASS_LABELS, type RegulatoryClass } from '@yaocai/domain/print';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';

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
  return <StatusBadge status={regulatoryClass} labels={REGULATORY_CLASS_LABELS} tones={TONES} />;
}
