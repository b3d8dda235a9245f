import { useSettings } from '#settings';
import { benefitLedger, type PartnerRecord } from '@hope/domain/records';
import { benefitKindLabels } from '@hope/domain/settings';
import { formatSchoolDay } from '@hope/domain/time';
import { useState } from 'react';
import { toast } from 'sonner';
import { markBenefit, recordLevelBenefits } from '../../../data/records-gateway';
import './ledger.css';
import { useMay } from '../../../auth/role';

/**
 * The sponsor ledger's checklist: each benefit of the level as it was sold, how many the team has delivered
 * (3 of 10 eblasts), and buttons to tick one more or take one back; who ticked last and when.
 */
export function BenefitsPanel({ record }: { record: PartnerRecord }) {
  const { time_zone: timeZone } = useSettings();
  const [busy, setBusy] = useState<number | 'record' | null>(null);
  const lines = benefitLedger(record);
  const mayEdit = useMay('editRecords');

  async function step(index: number, by: 1 | -1) {
    setBusy(index);
    try {
      await markBenefit(record.id, index, by);
    } catch (error) {
      console.error('Marking a benefit failed', error);
      toast.error('The checklist could not be saved. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  async function takeLevelBenefits() {
    setBusy('record');
    try {
      await recordLevelBenefits(record.id);
    } catch (error) {
      console.error("Recording the level's benefits failed", error);
      toast.error('The benefits could not be recorded. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card details-section ledger-panel" aria-labelledby="ledger-title">
      <h2 id="ledger-title">Benefits</h2>
      {lines.length === 0 ? (
        <div className="ledger-empty">
          <p className="muted">
            This partner was added before benefits were kept on the record, or its level has none.
          </p>
          {mayEdit && !record.level_benefits && (
            <button
              type="button"
              className="button secondary"
              disabled={busy !== null}
              onClick={() => void takeLevelBenefits()}
            >
              Use the level&rsquo;s current benefits
            </button>
          )}
        </div>
      ) : (
        <ul className="ledger-lines">
          {lines.map((line) => (
            <li key={line.index} className={line.owed === 0 ? 'ledger-done' : undefined}>
              <div className="ledger-what">
                <strong>{line.text}</strong>
                <span className="muted">{benefitKindLabels[line.kind]}</span>
                {line.delivery && (
                  <span className="muted">
                    Last ticked by {line.delivery.by} on {formatSchoolDay(timeZone, line.delivery.at)}
                  </span>
                )}
              </div>
              <span className="ledger-count" aria-live="polite">
                {line.done} of {line.quantity} delivered
              </span>
              {mayEdit && (
                <div className="ledger-buttons">
                  <button
                    type="button"
                    className="button secondary"
                    disabled={busy !== null || line.done === 0}
                    onClick={() => void step(line.index, -1)}
                    aria-label={`Undo one ${line.text} delivered`}
                  >
                    −
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy !== null || line.owed === 0}
                    onClick={() => void step(line.index, 1)}
                    aria-label={`Mark one ${line.text} delivered`}
                  >
                    ✓ Delivered
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
