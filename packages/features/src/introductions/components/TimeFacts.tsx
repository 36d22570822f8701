import * as styles from './Introductions.css.ts';
import { timeWithZone } from '../utils/when.ts';

/** When (in the reader's zone, named) and which activity: the two facts of a Quick Connect. */
export function TimeFacts({ time, timeZone, activity }: { time: { start: string; end: string }; timeZone: string; activity: string }) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.factTerm}>When</dt>
      <dd className={styles.factValue}>{timeWithZone(time, timeZone)}</dd>
      <dt className={styles.factTerm}>Activity</dt>
      <dd className={styles.factValue}>{activity}</dd>
    </dl>
  );
}
