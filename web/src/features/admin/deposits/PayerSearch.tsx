import { recordPayerName, type DepositMethod } from '@hope/domain/deposits';
import { inPersonRefusal, type StoredRecord } from '@hope/domain/records';
import { useMemo, useState } from 'react';
import { useLiveDonations, useLivePartners } from '../data/useLiveRecords';

export interface ChosenRecord {
  collection: 'donations' | 'community_partners';
  id: string;
  name: string;
}

const MAX_MATCHES = 8;

/**
 * Finds the record an item pays by name, among this campaign's records that can take money received in person
 * (check pledges and check entries; a card gift's family gets a new record instead).
 */
export function PayerSearch({
  method,
  chosen,
  onChoose,
}: {
  method: DepositMethod;
  chosen: ChosenRecord | null;
  onChoose: (record: ChosenRecord | null) => void;
}) {
  const donations = useLiveDonations().records;
  const partners = useLivePartners().records;
  const [text, setText] = useState('');
  const matches = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    if (wanted.length < 2) return [];
    const all = [
      ...donations.map((record) => ({ collection: 'donations' as const, record })),
      ...partners.map((record) => ({ collection: 'community_partners' as const, record })),
    ];
    return all
      .filter(({ record }) =>
        recordPayerName(record as StoredRecord)
          .toLowerCase()
          .includes(wanted),
      )
      .filter(({ record }) => inPersonRefusal(record as StoredRecord, method) === null)
      .slice(0, MAX_MATCHES)
      .map(({ collection, record }) => ({
        collection,
        id: record.id,
        name: recordPayerName(record as StoredRecord),
      }));
  }, [donations, partners, text, method]);

  if (chosen) {
    return (
      <p className="deposit-chosen">
        Pays <strong>{chosen.name}</strong> ({chosen.collection === 'donations' ? 'donation' : 'sponsorship'}){' '}
        <button type="button" className="button secondary" onClick={() => onChoose(null)}>
          Change
        </button>
      </p>
    );
  }
  return (
    <div className="deposit-search">
      <label htmlFor="deposit-search">Search by name</label>
      <input
        id="deposit-search"
        type="search"
        value={text}
        aria-describedby="deposit-search-note"
        onChange={(event) => setText(event.target.value)}
      />
      <p id="deposit-search-note" className="form-field-note">
        Check pledges and check entries of this campaign. A card gift's family gets a new record.
      </p>
      {text.trim().length >= 2 && matches.length === 0 && <p className="muted">No record matches.</p>}
      {matches.length > 0 && (
        <ul className="deposit-matches" aria-label="Matching records">
          {matches.map((match) => (
            <li key={`${match.collection}/${match.id}`}>
              <button type="button" className="button secondary" onClick={() => onChoose(match)}>
                {match.name} ({match.collection === 'donations' ? 'donation' : 'sponsorship'})
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
