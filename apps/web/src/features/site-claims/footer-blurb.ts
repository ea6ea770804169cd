/** The footer's line about the service: meet and greet only while it is offered, flight tracking never (service-cards.ts). */
export const footerBlurb = (meetAndGreet: boolean): string =>
  `Airport, station and city transfers with licensed private-hire operators, priced before you book${meetAndGreet ? ', with meet and greet on request' : ''}.`;
