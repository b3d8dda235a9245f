import { schoolTimeName } from '../time';

/**
 * The info tooltips of the dashboard cards: how each figure is calculated, in plain words. The day counts name
 * the school's time zone ('Pacific time'), where their days begin.
 */
export function dashboardExplanations(timeZone: string) {
  const zone = schoolTimeName(timeZone);
  return {
    totalPledged:
      'Sum of every donation and partnership that has a pledged total: the full pledge for monthly plans and ' +
      'installments, otherwise the amount given.',
    projectedNet:
      'What the school expects to keep after card fees once every pledge is paid. One-time gifts use the net ' +
      'received; monthly pledges apply the fee ratio of the payments so far to the whole pledge; without payment ' +
      'data a 2.9% fee is assumed. Checks carry no fee, nor gifts whose giver chose to cover the card fee.',
    netToDate: 'Money actually received after card fees so far: the sum of the net payments of all records.',
    today: `Donations and partnerships created today (${zone}).`,
    pastWeek: `Donations and partnerships created in the last 7 days, today included (${zone}).`,
    pastMonth: `Donations and partnerships created in the last 30 days, today included (${zone}).`,
    studentPages:
      'Donations given through a student page that a family shared, apart from the gifts made directly on the ' +
      'public page or added by the team. Paid, not voided donations only, for their pledged amount, as in the ' +
      'Donations Overview.',
    // The lists count every record, unpaid checkouts included; the Classes screen counts student entries. Each
    // count says what it counts, so the same words on three screens are never read as the same figure.
    donationsCount:
      'Donations with a pledged total that are not voided: a checkout that was never paid is not counted here, ' +
      'though the Donations list shows it.',
    donationsAmount: 'The pledged total of the donations counted in Total Donations.',
    partnersCount:
      'Partnerships with a pledged total that are not voided: a checkout that was never paid is not counted ' +
      'here, though the Partners list shows it.',
    partnersAmount: 'The pledged total of the partnerships counted in Total Partners.',
    benefitsOwed:
      "Benefits sold with the partners' levels that the team has not yet ticked as delivered in their details, " +
      'counted one by one (7 eblasts still to send count 7).',
  } as const;
}
