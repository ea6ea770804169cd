/**
 * A company's prices, loaded: the status (live version, draft), one vehicle category's tariff at a
 * time, the price check beside it, and the unsaved edits with their save. The contract's rules run
 * before a save, with the server's messages on the same fields; the server's own refusal (400 with
 * `fields`, 409 when someone else changed the draft) is shown the same way.
 */
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { TARIFF_MESSAGES, type SaveDraftRequest, type TariffSheet } from '@kerbside/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { ApiError, errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { ExtrasPrices } from './extras-prices';
import { PriceCheckPanel } from './price-check-panel';
import { useSaveDraft } from './prices-api';
import { PricesStatus } from './prices-status';
import { ProblemSummary } from './problem-summary';
import { DiscardDialog, PublishDialog } from './publish-dialogs';
import { changedParts, formToTariff } from './tariff-form';
import { checkDraft, draftProblems, NO_PROBLEMS, type DraftProblems } from './tariff-problems';
import { useDraftEdits, type VehicleForms } from './use-draft-edits';
import { VehicleTariff, type PricedVehicle } from './vehicle-tariff';
import { PANEL_ID, tabId, VehicleTabs, type VehicleTab } from './vehicle-tabs';

/** 'live': the page's own check, run again on every edit until it passes; 'server': the last save's refusal. */
type ProblemsShown = { kind: 'none' } | { kind: 'live' } | { kind: 'server'; problems: DraftProblems };

type Open = 'publish' | 'discard' | 'undo' | null;

function draftRequest(sheet: TariffSheet, forms: VehicleForms, revision: number): SaveDraftRequest {
  return {
    revision,
    vehicles: sheet.vehicles.map((vehicle) => {
      const form = forms[vehicle.vehicle_id] ?? null;
      return { vehicle_id: vehicle.vehicle_id, tariff: form ? formToTariff(form) : null };
    }),
  };
}

interface PricesEditorProps {
  companyId: number;
  sheet: TariffSheet;
  versionsHref: string;
  /** Loads the sheet again (after a 409, to take the newer draft). */
  onReload: () => void;
  /** What the page says first (a version restored on its page). */
  initialNotice: string | null;
}

export function PricesEditor({ companyId, sheet, versionsHref, onReload, initialNotice }: PricesEditorProps) {
  const edits = useDraftEdits(sheet);
  const saveDraft = useSaveDraft(companyId);
  const [selected, setSelected] = useState<number | null>(null);
  const [shown, setShown] = useState<ProblemsShown>({ kind: 'none' });
  const [conflict, setConflict] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(initialNotice ? { tone: 'success', text: initialNotice } : null);
  const readOnly = !sheet.can_edit;

  const request = useMemo(() => draftRequest(sheet, edits.forms, edits.revision), [sheet, edits.forms, edits.revision]);
  const problems = useMemo(() => (shown.kind === 'live' ? checkDraft(request) : shown.kind === 'server' ? shown.problems : NO_PROBLEMS), [shown, request]);

  useEffect(() => {
    if (!edits.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [edits.dirty]);

  const vehicles: PricedVehicle[] = sheet.vehicles.map((v) => ({ vehicleId: v.vehicle_id, name: v.category_name, active: v.active }));
  const current = sheet.vehicles.find((v) => v.vehicle_id === selected) ?? sheet.vehicles[0];
  const nameOf = (vehicleId: number) => vehicles.find((v) => v.vehicleId === vehicleId)?.name ?? `Vehicle ${vehicleId}`;
  const tabs: VehicleTab[] = sheet.vehicles.map((v) => ({
    vehicleId: v.vehicle_id,
    name: v.category_name,
    priced: (edits.forms[v.vehicle_id] ?? null) !== null,
    active: v.active,
    changed: changedParts(edits.forms[v.vehicle_id] ?? null, v.published).size > 0,
    problem: problems.byVehicle.has(v.vehicle_id),
  }));

  const focusSummary = () => document.getElementById('prices-problems')?.focus();

  function save() {
    if (saveDraft.isPending) return;
    if (checkDraft(request).list.length > 0) {
      flushSync(() => setShown({ kind: 'live' }));
      focusSummary();
      return;
    }
    setNotice(null);
    saveDraft.mutate(request, {
      onSuccess: () => {
        edits.drop();
        setShown({ kind: 'none' });
        setNotice({ tone: 'success', text: 'Draft saved. The website keeps the published prices until you publish.' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setConflict(true);
          return;
        }
        const fields = fieldProblemsOf(error);
        if (Object.keys(fields).length === 0) {
          setNotice({ tone: 'error', text: errorMessage(error) });
          return;
        }
        flushSync(() => setShown({ kind: 'server', problems: draftProblems(fields, request.vehicles.map((v) => Number(v.vehicle_id))) }));
        focusSummary();
      },
    });
  }

  function goTo(vehicleId: number, elementId: string) {
    flushSync(() => setSelected(vehicleId));
    const target = document.getElementById(elementId);
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }

  function reload() {
    edits.drop();
    setConflict(false);
    setShown({ kind: 'none' });
    onReload();
  }

  const copyFrom = sheet.vehicles.flatMap((v) => {
    const form = edits.forms[v.vehicle_id] ?? null;
    const vehicle = vehicles.find((p) => p.vehicleId === v.vehicle_id);
    return form && vehicle && v.vehicle_id !== current?.vehicle_id ? [{ vehicle, form }] : [];
  });

  return (
    <>
      <PricesStatus sheet={sheet} dirty={edits.dirty} versionsHref={versionsHref} onPublish={() => setOpen('publish')} onDiscard={() => setOpen('discard')} />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      {conflict && (
        <div className="prices-conflict" role="alert">
          <p>{TARIFF_MESSAGES.draftChanged}</p>
          <button type="button" className="button" onClick={reload}>
            Reload
          </button>
        </div>
      )}
      {readOnly && <p className="prices-readonly">You can look at these prices and check journeys with them; only an owner can change them.</p>}

      <div className="prices-layout">
        <div className="prices-main">
          <ProblemSummary problems={problems} vehicleName={nameOf} onGoTo={goTo} />
          {current ? (
            <>
              <VehicleTabs tabs={tabs} selected={current.vehicle_id} onSelect={setSelected} />
              <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(current.vehicle_id)} className="vehicle-panel">
                <h2 className="vehicle-panel__title">{current.category_name} prices</h2>
                {!current.active && <p className="field__hint">The {current.category_name} is switched off in the fleet: the website does not offer it, whatever its price.</p>}
                <VehicleTariff
                  key={current.vehicle_id}
                  vehicle={{ vehicleId: current.vehicle_id, name: current.category_name, active: current.active }}
                  form={edits.forms[current.vehicle_id] ?? null}
                  published={current.published}
                  problems={problems.byVehicle.get(current.vehicle_id) ?? {}}
                  readOnly={readOnly}
                  onChange={(form) => edits.setForm(current.vehicle_id, form)}
                  copyFrom={copyFrom}
                  siteWholePounds={sheet.site_rounds_to_whole_pounds}
                />
              </div>
            </>
          ) : (
            <p className="page__lead">This company has no vehicle categories yet: add them in Fleet.</p>
          )}
          <ExtrasPrices extras={sheet.extras} />
        </div>
        <aside className="prices-aside">
          <PriceCheckPanel companyId={companyId} unsaved={edits.dirty} hasDraft={sheet.draft !== null} />
        </aside>
      </div>

      {edits.dirty && !readOnly && (
        <div className="save-bar" role="region" aria-label="Unsaved edits">
          <p className="save-bar__text">Unsaved edits</p>
          <button type="button" className="button button--ghost" onClick={() => setOpen('undo')}>
            Undo edits
          </button>
          <button type="button" className="button button--primary" onClick={save} aria-disabled={saveDraft.isPending || undefined}>
            {saveDraft.isPending ? 'Saving…' : 'Save draft'}
          </button>
        </div>
      )}

      {open === 'publish' && (
        <PublishDialog
          companyId={companyId}
          revision={sheet.draft?.revision ?? 0}
          dirty={edits.dirty}
          onClose={() => setOpen(null)}
          onPublished={(version) => {
            setOpen(null);
            setNotice({ tone: 'success', text: `Version ${version.version} is published: the website prices with it now.` });
          }}
        />
      )}
      {open === 'discard' && (
        <DiscardDialog
          companyId={companyId}
          revision={sheet.draft?.revision ?? 0}
          dirty={edits.dirty}
          publishedVersion={sheet.published?.version ?? null}
          onClose={() => setOpen(null)}
          onDiscarded={() => {
            setOpen(null);
            edits.drop();
            setShown({ kind: 'none' });
            setNotice({ tone: 'success', text: 'The draft is discarded.' });
          }}
        />
      )}
      {open === 'undo' && (
        <ConfirmDialog
          title="Undo your unsaved edits?"
          confirmLabel="Undo edits"
          danger
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setOpen(null);
            edits.drop();
            setShown({ kind: 'none' });
          }}
        >
          <p>The prices go back to the last saved draft (or the published prices when there is none).</p>
        </ConfirmDialog>
      )}
    </>
  );
}
