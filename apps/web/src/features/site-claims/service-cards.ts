/**
 * The services block of spec §1, each card only while a setting makes it true (issue 27 §7): meet
 * and greet while it has a price. Flight tracking is claimed nowhere on the website: nothing
 * follows a flight yet, and its words come with the feature, not before it (docs/decisions/0016).
 */
export interface ServiceCard {
  title: string;
  text: string;
}

export function serviceCards(meetAndGreet: boolean): ServiceCard[] {
  return [
    ...(meetAndGreet ? [{ title: 'Meet and greet', text: 'Your driver meets you inside with a name board and helps with your luggage to the car.' }] : []),
    { title: 'Fixed prices, licensed drivers', text: 'See the price before you book. Every operator and driver is licensed for private hire.' },
    { title: 'Your booking, online', text: 'Change or cancel on the Manage booking page, under your operator’s terms.' },
  ];
}
