// Bench scenarios: each prepares one request and states its goal from the issues.
const headers = {
  'content-type': 'application/json',
  'api-public-key': process.env.API_PUBLIC_KEY ?? 'kerbside-web-public',
  'api-secret-key': process.env.API_SECRET_KEY ?? 'kerbside-web-secret',
};

/** A date three days ahead in London, well outside the grace period. */
function inThreeDays() {
  const d = new Date(Date.now() + 3 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
}

export const scenarios = [
  {
    name: 'calculate-distance-price',
    goalText: '≥ 3000 req/s, p99 < 25 ms',
    goal: (r) => r.requests.average >= 3000 && r.latency.p99 < 25,
    async prepare() {
      return {
        path: '/api/v1/calculate-distance-price',
        method: 'POST',
        headers,
        body: JSON.stringify({
          stops: [],
          pickup: 'London Heathrow Airport Terminal 5',
          dropoff: '10 Downing Street, London SW1A 2AA',
          pickup_date: inThreeDays(),
          pickup_hour: '10am',
          pickup_min: '30',
          select_option: 'one_way',
          passengers: 2,
          luggages: 2,
          hand_luggages: 1,
          meet_and_greet: 'yes',
          baby_seats: 0,
          booster_seats: 0,
          wheel_chair: 'no',
          special_luggage: 0,
          waiting_min: 0,
        }),
      };
    },
  },
];
