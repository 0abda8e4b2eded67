import type { ReactNode } from 'react';
import { Section, SectionLegend, Wide } from './FormLayout.styles';

export interface FormSectionProps {
  /** The group's visible legend and accessible name, e.g. 价格与库存. */
  title: ReactNode;
  /** The section's fields, in the form's columns. */
  children: ReactNode;
}

/** A group of a FormLayout's fields under a legend (a fieldset), across the full width. */
export function FormSection({ title, children }: FormSectionProps) {
  return (
    <Section data-ui="FormSection">
      <SectionLegend>{title}</SectionLegend>
      {children}
    </Section>
  );
}

export interface FormWideProps {
  /** One field that needs the full row, e.g. 经营范围 or 备注. */
  children: ReactNode;
}

/** Lets one field of a FormLayout span every column. */
export function FormWide({ children }: FormWideProps) {
  return <Wide data-ui="FormWide">{children}</Wide>;
}
