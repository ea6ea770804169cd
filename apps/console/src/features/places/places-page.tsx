import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PLACES_MESSAGES, type StaffMe } from '@kerbside/contract';
import { NoticeRegion, type NoticeMessage } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { BannedAddressesSection } from './banned-addresses-section';
import { PLACES_PANEL_ID, PlacesTabs, placesTabId, type PlacesTab } from './places-tabs';
import { SavedPlacesSection } from './saved-places-section';
import './places.css';

/** The website's saved places and banned addresses (platform-wide): everyone reads them, the platform admin changes them. */
export function PlacesPage({ staff }: { staff: StaffMe }) {
  const canEdit = staff.role === 'platform_admin';
  const [params, setParams] = useSearchParams();
  const tab: PlacesTab = params.get('tab') === 'banned' ? 'banned' : 'saved';
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  return (
    <div className="page container">
      <PageHeader title="Places" lead={canEdit ? 'Where the website suggests picking up, and the addresses it will not quote.' : PLACES_MESSAGES.onlyPlatformAdmin} />
      <PlacesTabs
        tab={tab}
        onChange={(next) => {
          setNotice(null);
          setParams(next === 'saved' ? {} : { tab: next }, { replace: true });
        }}
      />
      <div role="tabpanel" id={PLACES_PANEL_ID} aria-labelledby={placesTabId(tab)} className="places__panel">
        <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
        {tab === 'saved' ? <SavedPlacesSection canEdit={canEdit} onNotice={setNotice} /> : <BannedAddressesSection canEdit={canEdit} onNotice={setNotice} />}
      </div>
    </div>
  );
}
