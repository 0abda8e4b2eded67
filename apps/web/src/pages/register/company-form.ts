import {
  type CompanyBody,
  companyBody,
  type EnterpriseType,
  REQUIRED_CERTIFICATES,
  type ScopeCategory,
} from '@yaocai/domain';
import type { Resolver } from 'react-hook-form';
import {
  type CertificateFormValues,
  certificateInputOf,
  emptyCertificate,
} from '../../components/qualification/CertificateFields';
import { domainResolver } from '../../lib/domain-resolver';

/* The company form's values (/register/step2): their defaults, the certificates a type requires, the contract. */

export interface CompanyFormValues {
  enterprise_type: EnterpriseType | '';
  name: string;
  region: string;
  address: string;
  legal_person: string;
  purchaser: string;
  purchaser_phone: string;
  scope: ScopeCategory[];
  invoice: {
    title: string;
    tax_number: string;
    bank: string;
    account: string;
    address: string;
    phone: string;
  };
  certificates: CertificateFormValues[];
}

export const certificatesFor = (type: EnterpriseType | '', kept: CertificateFormValues[] = []) =>
  type === ''
    ? []
    : REQUIRED_CERTIFICATES[type].map(
        (certificate) => kept.find((held) => held.type === certificate) ?? emptyCertificate(certificate),
      );

export const defaults = (type: EnterpriseType | ''): CompanyFormValues => ({
  enterprise_type: type,
  name: '',
  region: '',
  address: '',
  legal_person: '',
  purchaser: '',
  purchaser_phone: '',
  scope: [],
  invoice: { title: '', tax_number: '', bank: '', account: '', address: '', phone: '' },
  certificates: certificatesFor(type),
});

/** The wire's body: the form's certificates become `certificateInput`s (same order, so error paths match). */
const bodyOf = (values: CompanyFormValues) => ({
  ...values,
  enterprise_type: values.enterprise_type === '' ? undefined : values.enterprise_type,
  certificates: values.certificates.map(certificateInputOf),
});

const contractResolver = domainResolver<CompanyFormValues, CompanyBody>(companyBody);
export const resolver: Resolver<CompanyFormValues, unknown, CompanyBody> = (values, context, options) =>
  contractResolver(bodyOf(values) as unknown as CompanyFormValues, context, options);

export const TOP_FIELDS = [
  'enterprise_type',
  'name',
  'region',
  'address',
  'legal_person',
  'purchaser',
  'purchaser_phone',
  'scope',
  'invoice.title',
  'invoice.tax_number',
  'invoice.bank',
  'invoice.account',
  'invoice.address',
  'invoice.phone',
] as const;
