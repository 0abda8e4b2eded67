import type { MemberMenuItem } from './MemberLayout';

/** A member-area section as its menu shows it. */
export interface MemberSectionLinks {
  path: string;
  title: string;
  items: readonly MemberMenuItem[];
}

/**
 * Every member-area section, as the route table declares them (`memberSection`), so each section's layout can
 * link to every other section's pages too (issue #23: the member area links every one of its pages). Keyed by
 * path: building the table again (tests, each server render) replaces rather than repeats.
 */
const sections = new Map<string, MemberSectionLinks>();

export function registerMemberSection(section: MemberSectionLinks): void {
  sections.set(section.path, section);
}

/** The sections in the order the route table declared them. */
export function memberSections(): MemberSectionLinks[] {
  return [...sections.values()];
}
