import { serviceCards } from '../site-claims/service-cards';
import './home-sections.css';

/** The services block of spec §1, each card only while it is true (no flight tracking: nothing tracks flights yet). */
export function ServicesSection({ meetAndGreet }: { meetAndGreet: boolean }) {
  const services = serviceCards(meetAndGreet);
  return (
    <section className="home-section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="home-section__title">
          Transfers booked in advance
        </h2>
        <ul className="home-section__grid home-section__grid--three">
          {services.map((service) => (
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
