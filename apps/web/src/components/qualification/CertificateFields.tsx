import type { CertificateInput, CertificateType, UploadedImage } from '@yaocai/domain';
import { Checkbox, Field, Input } from '@yaocai/ui';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { ImageUpload } from './ImageUpload';

/** One certificate as a form holds it: 长期有效 is a box, and the images keep their preview URLs. */
export interface CertificateFormValues {
  type: CertificateType;
  number: string;
  issuer: string;
  valid_from: string;
  valid_until: string;
  long_term: boolean;
  images: UploadedImage[];
}

export const emptyCertificate = (type: CertificateType): CertificateFormValues => ({
  type,
  number: '',
  issuer: '',
  valid_from: '',
  valid_until: '',
  long_term: false,
  images: [],
});

/** The wire's certificate (`certificateInput`): 长期有效 is `valid_until: null`, images are their ids. */
export const certificateInputOf = (values: CertificateFormValues): CertificateInput => ({
  type: values.type,
  number: values.number,
  issuer: values.issuer,
  valid_from: values.valid_from,
  valid_until: values.long_term ? null : values.valid_until,
  images: values.images.map((image) => image.image_id),
});

/** The names of a certificate's fields in a form, for its error paths and `showFormError`. */
export const CERTIFICATE_FIELDS = ['number', 'issuer', 'valid_from', 'valid_until', 'images'] as const;

const Block = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  legend { padding: 0 ${({ theme }) => theme.space[1]}; font-weight: 600; }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
`;

export interface CertificateFieldsProps {
  /** The certificate's place in the form: '' at the root (a renewal), `certificates.0.` in the company form. */
  prefix: string;
  /** Its name, e.g. 营业执照. */
  label: string;
}

/**
 * One certificate's block (registration step 2, a renewal on /zhzx/zzzj): number, issuer, validity with 长期有效,
 * and its images. Messages come from the form's resolver (the domain contract) or a server 422 on the same path.
 */
export function CertificateFields({ prefix, label }: CertificateFieldsProps) {
  const { register, setValue, control, formState } = useFormContext();
  const errorOf = (name: string): string | undefined =>
    (get(formState.errors, `${prefix}${name}`) as { message?: string } | undefined)?.message;
  const longTerm = useWatch({ control, name: `${prefix}long_term` }) as boolean;
  const images = (useWatch({ control, name: `${prefix}images` }) ?? []) as UploadedImage[];
  return (
    <Block>
      <legend>{label}</legend>
      <Field label="证照编号" required error={errorOf('number')}>
        <Input autoComplete="off" {...register(`${prefix}number`)} />
      </Field>
      <Field label="发证机关" required error={errorOf('issuer')}>
        <Input {...register(`${prefix}issuer`)} />
      </Field>
      <Dates>
        <Field label="有效期开始" required error={errorOf('valid_from')}>
          <Input type="date" {...register(`${prefix}valid_from`)} />
        </Field>
        <Field label="有效期截止" required={!longTerm} error={longTerm ? undefined : errorOf('valid_until')}>
          <Input type="date" disabled={longTerm} {...register(`${prefix}valid_until`)} />
        </Field>
        <Checkbox label="长期有效" {...register(`${prefix}long_term`)} />
      </Dates>
      <ImageUpload
        label={label}
        images={images}
        error={errorOf('images')}
        onChange={(next) =>
          setValue(`${prefix}images`, next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        }
      />
    </Block>
  );
}
