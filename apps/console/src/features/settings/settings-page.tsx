import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { SettingsPage as SettingsData, SettingView } from '@kerbside/contract';
import { AlertRegion } from '../../components/alert-region';
import { LoadProblem } from '../../components/load-problem';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { useSaveSettings, useSettings } from './settings-api';
import { checkDraft, draftCount, savedText, type SettingsDraft } from './settings-form';
import { SettingField, settingFieldId } from './setting-field';
import { SettingValue } from './setting-value';
import './settings.css';

/** The line a role that may not change the settings reads (DESIGN-11). */
export const READ_ONLY_LINE = "Only the website's platform admin can change these.";
/** The extras prices, for the Prices page to link to. */
export const EXTRAS_PRICES_PATH = '/settings#extras';

const checkText = (count: number) => `Check ${count === 1 ? 'the setting' : `the ${count} settings`} marked below.`;

/** Scrolls to the group named by the address's #fragment once the settings are shown. */
function useScrollToGroup(shown: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (shown && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [shown, hash]);
}

/** How the website behaves: every setting of spec §3, grouped; a platform admin edits them, everyone else reads them. */
export function SettingsPage() {
  const settings = useSettings();
  useScrollToGroup(settings.data !== undefined);

  return (
    <div className="page container settings">
      {settings.data ? (
        settings.data.can_edit ? (
          <SettingsForm data={settings.data} />
        ) : (
          <SettingsReadOnly data={settings.data} />
        )
      ) : (
        <>
          <PageHeader title="Settings" />
          {settings.isError ? (
            <LoadProblem error={settings.error} onRetry={() => void settings.refetch()} />
          ) : (
            <p role="status" className="page__lead">
              Loading settings…
            </p>
          )}
        </>
      )}
    </div>
  );
}

const currencyOf = (settings: readonly SettingView[], draft: SettingsDraft = {}) =>
  draft.CURRENCY ?? settings.find((s) => s.name === 'CURRENCY')?.value ?? '£';

function SettingsReadOnly({ data }: { data: SettingsData }) {
  const currency = currencyOf(data.settings);
  return (
    <>
      <PageHeader title="Settings" lead="How the website behaves, the same for every company on it." />
      <p className="settings__read-only">{READ_ONLY_LINE}</p>
      {data.groups.map((group) => (
        <section key={group.id} id={group.id} className="settings-group card" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`} className="settings-group__title">
            {group.label}
          </h2>
          <p className="settings-group__lead">{group.lead}</p>
          <dl className="settings-group__values">
            {data.settings
              .filter((s) => s.group === group.id)
              .map((s) => (
                <SettingValue key={s.name} setting={s} currency={currency} />
              ))}
          </dl>
        </section>
      ))}
    </>
  );
}

function SettingsForm({ data }: { data: SettingsData }) {
  const save = useSaveSettings();
  const [draft, setDraft] = useState<SettingsDraft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const check = checkDraft(data.settings, draft);
  const count = draftCount(check);
  const currency = currencyOf(data.settings, draft);

  function change(name: string, value: string) {
    setDraft((before) => ({ ...before, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  function showProblems(found: Record<string, string>, general?: string) {
    setErrors(found);
    const names = Object.keys(found);
    setProblem(general ?? (names.length > 0 ? checkText(names.length) : null));
    const first = data.settings.find((s) => found[s.name] !== undefined);
    const field = first ? document.getElementById(settingFieldId(first.name)) : null;
    // Centred, not at the bottom edge where the sticky save bar would cover it.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || count === 0) return;
    setNotice(null);
    if (Object.keys(check.errors).length > 0) {
      showProblems(check.errors);
      return;
    }
    setProblem(null);
    save.mutate(check.changes, {
      onSuccess: (saved) => {
        setDraft({});
        setErrors({});
        setNotice({ tone: 'success', text: savedText(saved.changed) });
      },
      onError: (error) => {
        const { '': general, ...byName } = fieldProblemsOf(error);
        showProblems(byName, general ?? (Object.keys(byName).length > 0 ? undefined : errorMessage(error)));
      },
    });
  }

  function discard() {
    setDraft({});
    setErrors({});
    setProblem(null);
  }

  return (
    <form className="settings__form" onSubmit={submit} noValidate aria-describedby="settings-problem">
      <PageHeader title="Settings" lead="How the website behaves, the same for every company on it. A saved change shows on the website at once." />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      <AlertRegion id="settings-problem">{problem}</AlertRegion>
      {data.groups.map((group) => (
        <section key={group.id} id={group.id} className="settings-group card" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`} className="settings-group__title">
            {group.label}
          </h2>
          <p className="settings-group__lead">{group.lead}</p>
          <div className={`settings-group__fields settings-group__fields--${group.id}`}>
            {data.settings
              .filter((s) => s.group === group.id)
              .map((s) => (
                <SettingField key={s.name} setting={s} value={draft[s.name] ?? s.value} error={errors[s.name]} currency={currency} onChange={(value) => change(s.name, value)} />
              ))}
          </div>
        </section>
      ))}
      <div className="settings__save-bar">
        <p className="settings__pending">
          {count > 0 ? `${count} unsaved ${count === 1 ? 'change' : 'changes'}` : notice?.tone === 'success' ? 'All changes saved' : 'No unsaved changes'}
        </p>
        {count > 0 && (
          <button type="button" className="button" onClick={discard}>
            Discard
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={count === 0} aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
