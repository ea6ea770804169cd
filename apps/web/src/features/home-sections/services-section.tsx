import './home-sections.css';

const SERVICES = [
  {
    title: 'Meet and greet',
    text: 'Your driver waits in arrivals with a name board and helps with your luggage to the car.',
  },
  {
    title: 'Flight tracking',
    text: 'Give us your flight number and we follow your flight, so an early or late landing still finds your driver there.',
  },
  {
    title: 'Fixed prices, licensed drivers',
    text: 'See the price before you book. Every operator and driver is licensed for private hire.',
  },
] as const;

/** The services block of spec §1: meet and greet with flight tracking. */
export function ServicesSection() {
  return (
    <section className="home-section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="home-section__title">
          Airport transfers without the waiting
        </h2>
        <ul className="home-section__grid home-section__grid--three">
          {SERVICES.map((service) => (
            <li key={service.title} className="card home-service">
              <span className="home-service__icon" aria-hidden="true" />
              <h3 className="home-service__title">{service.title}</h3>
              <p className="home-service__text">{service.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
