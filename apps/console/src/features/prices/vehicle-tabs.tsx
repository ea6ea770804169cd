/**
 * One vehicle category at a time: tabs on a wide screen (arrow keys move between them), a select on
 * a phone. Each says whether the category has prices, differs from the published ones or has a problem.
 */
import { useRef, type KeyboardEvent } from 'react';

export interface VehicleTab {
  vehicleId: number;
  name: string;
  priced: boolean;
  active: boolean;
  changed: boolean;
  problem: boolean;
}

export const tabId = (vehicleId: number) => `vehicle-tab-${vehicleId}`;
export const PANEL_ID = 'vehicle-panel';

function notes(tab: VehicleTab): string[] {
  return [tab.problem ? 'needs a fix' : '', tab.changed ? 'changed' : '', tab.priced ? '' : 'no price', tab.active ? '' : 'not offered'].filter(Boolean);
}

export function VehicleTabs({ tabs, selected, onSelect }: { tabs: readonly VehicleTab[]; selected: number; onSelect: (vehicleId: number) => void }) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.vehicleId === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.vehicleId);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(tab.vehicleId)}`)?.focus();
  };

  return (
    <>
      <div className="vehicle-select field">
        <label className="field__label" htmlFor="vehicle-select">
          Vehicle category
        </label>
        <select id="vehicle-select" className="select" value={String(selected)} onChange={(event) => onSelect(Number(event.target.value))}>
          {tabs.map((tab) => {
            const said = notes(tab);
            return (
              <option key={tab.vehicleId} value={String(tab.vehicleId)}>
                {tab.name}
                {said.length > 0 ? ` (${said.join(', ')})` : ''}
              </option>
            );
          })}
        </select>
      </div>
      <div ref={listRef} className="vehicle-tabs" role="tablist" aria-label="Vehicle category" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.vehicleId === selected;
          const said = notes(tab);
          return (
            <button
              key={tab.vehicleId}
              id={tabId(tab.vehicleId)}
              type="button"
              role="tab"
              className="vehicle-tabs__tab"
              aria-selected={isSelected}
              aria-controls={PANEL_ID}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.vehicleId)}
            >
              <span>{tab.name}</span>
              {tab.problem && (
                <span className="vehicle-tabs__mark vehicle-tabs__mark--problem" aria-hidden="true">
                  !
                </span>
              )}
              {!tab.problem && tab.changed && <span className="vehicle-tabs__mark" aria-hidden="true" />}
              {said.length > 0 && <span className="visually-hidden">, {said.join(', ')}</span>}
              {!tab.priced && (
                <span className="vehicle-tabs__note" aria-hidden="true">
                  no price
                </span>
              )}
            </button>
          );
        })}
      </div>
    </>
  );
}
