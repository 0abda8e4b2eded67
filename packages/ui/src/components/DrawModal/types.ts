/** One prize as the popup lists it. */
export interface DrawPrize {
  id: number;
  name: string;
  /** Picture URL; '' or absent for a prize shown by name only. */
  image?: string;
}

/** The running draw as the popup shows it (GET /api/draw/{id}/activity). */
export interface DrawModalActivity {
  name: string;
  remarks: string;
  prizes: readonly DrawPrize[];
}

/** What one draw gave (GET /api/draw?id=): the prize's name and remarks, its kind, the chances left. */
export interface DrawOutcome {
  name: string;
  remarks: string;
  /** 'none' is 谢谢参与. */
  kind: 'points' | 'coupon' | 'gift' | 'none';
  /** Chances left after this draw; more than 0 offers 再抽一次. */
  chances?: number;
}
