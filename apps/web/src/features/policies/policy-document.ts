/**
 * The shape of the two legal pages. Their text is built by functions of the operator's details, so
 * it can later come from the operator's settings without changing the pages.
 */

export interface PolicySection {
  /** Anchor of the section (#id) for the contents list and links. */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface PolicyDocument {
  title: string;
  intro: string[];
  sections: PolicySection[];
}

/** Who runs the website, from the settings (Company_Name, Company_Contact_Info, FROM_EMAIL) and the office address. */
export interface OperatorDetails {
  name: string;
  phone: string;
  email: string;
  address: readonly string[];
}

/** The ways to reach the operator, one line each, leaving out what is not set. */
export function contactLines(operator: OperatorDetails): string[] {
  const lines: string[] = [];
  if (operator.phone) lines.push(`Phone: ${operator.phone}`);
  if (operator.email) lines.push(`Email: ${operator.email}`);
  if (operator.address.length > 0) lines.push(`Post: ${operator.name}, ${operator.address.join(', ')}`);
  return lines;
}
