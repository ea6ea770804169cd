import { Link } from 'react-router';
import type { DriverAssignedJob } from '@kerbside/contract';
import { journeyOf, statusWords, whenOf } from './job-words';

/** Today's or later jobs, each a big link to the job's page. */
export function JobList({ title, jobs, today }: { title: string; jobs: DriverAssignedJob[]; today: string }) {
  const id = `jobs-${title.toLowerCase()}`;
  return (
    <section className="job-list" aria-labelledby={id}>
      <h2 id={id} className="job-list__title">
        {title}
      </h2>
      <ul className="job-list__items">
        {jobs.map((job) => (
          <li key={job.id}>
            <Link className="job-list__job" to={`/jobs/${job.id}`}>
              <span className="job-list__when">{whenOf(job, today)}</span>
              <span className="job-list__status">{statusWords(job.status)}</span>
              <span className="job-list__journey">{journeyOf(job)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
