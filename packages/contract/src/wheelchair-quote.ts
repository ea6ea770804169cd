/** A wheelchair request in a quote, without zod: the website's first screens import it. */
/**
 * What the website says when a wheelchair was asked for (Equality Act 2010 s.165: never refused,
 * never charged). Only vehicles that take a wheelchair are offered; when no operator has one for
 * the journey, the visitor is sent to Quote Now rather than shown nothing.
 */
export const WHEELCHAIR_QUOTE_MESSAGES = {
  showing: 'Showing vehicles that take a wheelchair. There is no charge for the wheelchair.',
  none: 'None of our operators has a wheelchair-accessible vehicle for this journey online. Ask for a quote and the office will arrange one.',
} as const;

/** Whether a mileage form asks for a wheelchair on either leg (the return's only on a return journey). */
export function asksForWheelchair(form: { wheel_chair?: string | undefined; return_wheel_chair?: string | undefined; select_option?: string | undefined }): boolean {
  return form.wheel_chair === 'yes' || (form.select_option === 'return' && form.return_wheel_chair === 'yes');
}
