/** "Check 2 fields": every problem of the last save, each a link to its field (on whichever vehicle it is). */
import type { DraftProblems } from './tariff-problems';
import { describeField, tariffFieldId } from './tariff-problems';

interface ProblemSummaryProps {
  problems: DraftProblems;
  vehicleName: (vehicleId: number) => string;
  /** Shows the vehicle's tab, then focuses the field. */
  onGoTo: (vehicleId: number, elementId: string) => void;
}

export function ProblemSummary({ problems, vehicleName, onGoTo }: ProblemSummaryProps) {
  if (problems.list.length === 0) return null;
  const count = problems.list.length;
  return (
    <section className="problem-summary" id="prices-problems" tabIndex={-1} aria-labelledby="prices-problems-title">
      <h2 id="prices-problems-title" className="problem-summary__title">
        The draft is not saved: {count === 1 ? 'check the field below' : `check the ${count} fields below`}.
      </h2>
      <ul className="problem-summary__list">
        {problems.list.map((problem, index) => {
          if (problem.vehicleId === null) return <li key={index}>{problem.message}</li>;
          const vehicleId = problem.vehicleId;
          const where = problem.field === null ? vehicleName(vehicleId) : `${vehicleName(vehicleId)} · ${describeField(problem.field)}`;
          const target = tariffFieldId(vehicleId, problem.field ?? 'fares');
          return (
            <li key={index}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  event.preventDefault();
                  onGoTo(vehicleId, target);
                }}
              >
                {where}
              </a>
              : {problem.message}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
